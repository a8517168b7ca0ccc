import type { AdminUserDetail } from '@platform/contract';
import { Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useCan } from '../../app/me-context.tsx';
import { applyFieldErrors, validValues } from '../../components/form-errors.ts';
import { ReasonModal } from '../../components/reason-modal.tsx';
import { type FreezeKind, useFreeze, useResetGoogle, useSendMessage, useUnfreeze } from './api.ts';
import { CreditScoreDialog } from './credit-score-dialog.tsx';

type Dialog =
  | { type: 'freeze' | 'unfreeze'; kind: FreezeKind }
  | { type: 'google' }
  | { type: 'message' }
  | { type: 'credit' };

const KIND_WORDS: Record<FreezeKind, string> = { login: 'login', withdraw: 'withdrawals' };

/** The changes staff may make to one user; each opens a confirming dialog, none edits balances. */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const mayFreeze = useCan('freezeUser');
  const mayReset = useCan('resetUserGoogle');
  const mayMessage = useCan('sendUserMessage');
  const mayScore = useCan('setCreditScore');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!mayFreeze && !mayReset && !mayMessage && !mayScore) return null;
  const frozen: Record<FreezeKind, boolean> = { login: user.login_frozen, withdraw: user.withdraw_frozen };
  const freezeButton = (kind: FreezeKind) => (
    <Button
      danger={!frozen[kind]}
      data-testid={`freeze-${kind}`}
      onClick={() => setDialog({ type: frozen[kind] ? 'unfreeze' : 'freeze', kind })}
    >
      {frozen[kind] ? `Unfreeze ${KIND_WORDS[kind]}` : `Freeze ${KIND_WORDS[kind]}`}
    </Button>
  );
  const close = () => setDialog(null);
  return (
    <Flex gap={8} wrap data-testid="user-actions">
      {mayFreeze && freezeButton('login')}
      {mayFreeze && freezeButton('withdraw')}
      {mayReset && (
        <Button
          disabled={!user.google_bound}
          data-testid="reset-google"
          onClick={() => setDialog({ type: 'google' })}
        >
          Reset Google verification
        </Button>
      )}
      {mayMessage && (
        <Button data-testid="send-message" onClick={() => setDialog({ type: 'message' })}>
          Send inbox message
        </Button>
      )}
      {mayScore && (
        <Button data-testid="set-credit-score" onClick={() => setDialog({ type: 'credit' })}>
          Set credit score
        </Button>
      )}
      {dialog?.type === 'freeze' || dialog?.type === 'unfreeze' ? (
        <FreezeDialog uid={user.uid} type={dialog.type} kind={dialog.kind} onClose={close} />
      ) : null}
      {dialog?.type === 'google' && <ResetGoogleDialog uid={user.uid} onClose={close} />}
      {dialog?.type === 'message' && <MessageDialog uid={user.uid} onClose={close} />}
      {dialog?.type === 'credit' && (
        <CreditScoreDialog
          uid={user.uid}
          loansServed={user.verification.loan_limit_usdt !== undefined}
          onClose={close}
        />
      )}
    </Flex>
  );
}

function FreezeDialog(props: {
  uid: number;
  type: 'freeze' | 'unfreeze';
  kind: FreezeKind;
  onClose(): void;
}) {
  const freeze = useFreeze(props.uid);
  const unfreeze = useUnfreeze(props.uid);
  const words = KIND_WORDS[props.kind];
  const freezing = props.type === 'freeze';
  const consequence = freezing
    ? props.kind === 'login'
      ? 'The user is signed out of every session and cannot sign in until unfrozen.'
      : 'The user cannot request withdrawals until unfrozen. Other activity continues.'
    : `The user's ${words} work again.`;
  return (
    <ReasonModal
      open
      title={`${freezing ? 'Freeze' : 'Unfreeze'} ${words} of user ${props.uid}`}
      consequence={consequence}
      okText={freezing ? 'Freeze' : 'Unfreeze'}
      danger={freezing}
      onSubmit={(reason) => (freezing ? freeze : unfreeze).mutateAsync({ kind: props.kind, reason })}
      onClose={props.onClose}
    />
  );
}

function ResetGoogleDialog({ uid, onClose }: { uid: number; onClose(): void }) {
  const reset = useResetGoogle(uid);
  return (
    <ReasonModal
      open
      title={`Reset Google verification of user ${uid}`}
      consequence="The user's authenticator is unbound; they must bind a new one before actions that need it."
      okText="Reset"
      danger
      onSubmit={(reason) => reset.mutateAsync({ reason })}
      onClose={onClose}
    />
  );
}

function MessageDialog({ uid, onClose }: { uid: number; onClose(): void }) {
  const send = useSendMessage(uid);
  const [form] = Form.useForm<{ title: string; body: string }>();
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await send.mutateAsync({ title: values.title.trim(), body: values.body.trim() });
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Modal
      open
      title={`Send an inbox message to user ${uid}`}
      okText="Send"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={send.isPending}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: 'Enter a title.' }]}
        >
          <Input maxLength={120} showCount />
        </Form.Item>
        <Form.Item
          name="body"
          label="Message"
          rules={[{ required: true, whitespace: true, message: 'Enter the message.' }]}
        >
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
