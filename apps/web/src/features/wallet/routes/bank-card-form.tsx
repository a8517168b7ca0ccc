import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, SubmitButton, TextInput } from '../../../components/ui/form-controls.tsx';
import { EmptyBlock, QueryView } from '../../../components/ui/states.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { useBankCards, useRefreshWallet, walletActions } from '../api/wallet-api.ts';
import {
  ACCOUNT_NUMBER_PATTERN,
  BANK_LIMITS,
  type BankCardValues,
  cardToValues,
  EMPTY_BANK_CARD,
  editId,
  SWIFT_PATTERN,
  valuesToInput,
} from '../components/bank-card.ts';
import { returnPath } from '../components/use-action.ts';
import { WalletPage } from '../components/wallet-page.tsx';

/** /bankAdd: add a bank card, or edit one with /bankAdd?id=N. */
export function Component() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const id = editId(params.get('id'));
  return (
    <WalletPage
      title={id === null ? t('cardForm.addTitle') : t('cardForm.editTitle')}
      back="/bank"
      testId="bank-card-form-page"
    >
      <Card roomy className="mx-auto max-w-2xl">
        {id === null ? <CardForm id={null} initial={EMPTY_BANK_CARD} /> : <EditCard id={id} />}
      </Card>
    </WalletPage>
  );
}

function EditCard({ id }: { id: number }) {
  const { t } = useTranslation('wallet');
  const cards = useBankCards();
  return (
    <QueryView query={cards}>
      {(list) => {
        const card = list.find((c) => c.id === id);
        return card ? (
          <CardForm id={id} initial={cardToValues(card)} />
        ) : (
          <div className="text-center">
            <EmptyBlock text={t('cardForm.notFound')} />
            <Link to="/bank" className="btn-ghost h-10">
              {t('cardForm.backToCards')}
            </Link>
          </div>
        );
      }}
    </QueryView>
  );
}

type TextField = keyof BankCardValues;

function CardForm({ id, initial }: { id: number | null; initial: BankCardValues }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refresh = useRefreshWallet();
  const [dialog, confirm] = useConfirm();
  const form = useForm<BankCardValues>({ defaultValues: initial });
  const errors = form.formState.errors;
  const submit = useApiSubmit(form, async (v) => {
    const input = valuesToInput(v);
    const ok = await confirm({
      title: id === null ? t('cardForm.addTitle') : t('cardForm.editTitle'),
      body: t('cardForm.confirmBody', { bank: input.bank_name, payee: input.payee_name }),
      confirm: t('action.save'),
    });
    if (!ok) return;
    if (id === null) await walletActions.addBankCard(input);
    else await walletActions.editBankCard(id, input);
    await refresh();
    navigate(returnPath(params.get('from'), '/bank'));
  });
  const required = (v: string) => v.trim() !== '' || t('error.required');
  const tooLong = (name: TextField) => ({
    value: BANK_LIMITS[name],
    message: t('error.tooLong', { max: BANK_LIMITS[name] }),
  });
  const input = (
    name: TextField,
    options: { hint?: string; mono?: boolean; inputMode?: 'tel' | 'numeric' } = {},
  ) => (
    <Field id={`bc-${name}`} label={t(`card.${name}`)} error={errors[name]?.message} hint={options.hint}>
      <TextInput
        id={`bc-${name}`}
        maxLength={BANK_LIMITS[name]}
        inputMode={options.inputMode}
        invalid={Boolean(errors[name])}
        className={options.mono ? 'font-mono tracking-wide' : undefined}
        {...form.register(name, {
          maxLength: tooLong(name),
          ...(name === 'bank_name' || name === 'payee_name' ? { validate: required } : {}),
          ...(name === 'account_number'
            ? { validate: (v: string) => ACCOUNT_NUMBER_PATTERN.test(v.trim()) || t('error.accountNumber') }
            : {}),
          ...(name === 'swift_code'
            ? {
                validate: (v: string) =>
                  v.trim() === '' || SWIFT_PATTERN.test(v.trim().toUpperCase()) || t('error.swift'),
              }
            : {}),
        })}
      />
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="bank-card-form">
      <p className="text-sm leading-6 text-mute">{t('cardForm.intro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {input('bank_name')}
        {input('payee_name', { hint: t('cardForm.payeeHint') })}
        {input('account_number', { mono: true, hint: t('cardForm.accountHint') })}
        {input('swift_code', { mono: true, hint: t('cardForm.swiftHint') })}
        {input('routing_number', { mono: true, hint: t('cardForm.routingHint') })}
        {input('phone', { inputMode: 'tel' })}
      </div>
      {input('bank_address')}
      {input('address', { hint: t('cardForm.addressHint') })}
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <SubmitButton testId="bank-card-submit" pending={form.formState.isSubmitting}>
        {t('action.save')}
      </SubmitButton>
      {dialog}
    </form>
  );
}
