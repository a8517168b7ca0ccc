import { NICKNAME_MAX } from '@platform/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field, SubmitButton, TextInput } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { accountActions, useRefreshMe, useSessionUser } from '../api/accounts-api.ts';
import { useRules } from '../components/rules.ts';
import { SettingsPage } from '../components/settings-page.tsx';

/** /username: change the nickname shown in the header and the user centre. */
export function Component() {
  const { t } = useTranslation('accounts');
  const user = useSessionUser();
  const rules = useRules();
  const navigate = useNavigate();
  const refresh = useRefreshMe();
  const form = useForm({ defaultValues: { nickname: user?.nickname ?? '' } });
  const errors = form.formState.errors;
  const length = form.watch('nickname').length;
  const submit = useApiSubmit(form, async (v) => {
    await accountActions.updateNickname(v.nickname.trim());
    await refresh();
    navigate('/setting');
  });
  return (
    <SettingsPage title={t('nickname.title')} testId="username-page">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          id="nick"
          label={t('field.nickname')}
          error={errors.nickname?.message}
          hint={t('nickname.hint', { length, max: NICKNAME_MAX })}
        >
          <TextInput
            id="nick"
            maxLength={NICKNAME_MAX}
            invalid={Boolean(errors.nickname)}
            {...form.register('nickname', rules.nickname)}
          />
        </Field>
        {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
        <SubmitButton pending={form.formState.isSubmitting}>{t('form.save')}</SubmitButton>
      </form>
    </SettingsPage>
  );
}
