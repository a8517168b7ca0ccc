import { Controller, FormProvider, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Field, PasswordInput, SubmitButton, TextInput } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { isServed } from '../../../lib/products.ts';
import { authPath } from '../../../lib/return-path.ts';
import { accountActions, targetParams, useRule } from '../api/accounts-api.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { guessCountry } from '../components/countries.ts';
import { NationalityPicker } from '../components/nationality-picker.tsx';
import { useRules } from '../components/rules.ts';
import { CodeField, TargetFields, type TargetValues, targetOf } from '../components/target-fields.tsx';
import { useFinishLogin } from '../components/use-session-start.ts';

interface RegisterValues extends TargetValues {
  nationality: string;
  password: string;
  password_confirm: string;
  invitation_code: string;
  agree: boolean;
}

export function Component() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  return (
    <AuthShell
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      testId="register-page"
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={authPath('/login', params.get('redirect'))} className="link">
            {t('register.loginLink')}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}

function RegisterForm() {
  const { t, i18n } = useTranslation('accounts');
  const [params] = useSearchParams();
  const rules = useRules();
  const finish = useFinishLogin();
  // The operator may require an invitation code; the rule is shown before the user submits.
  const inviteRule = useRule('register.invitationRequired');
  const inviteRequired = inviteRule?.value === true;
  const country = guessCountry(i18n.language);
  const form = useForm<RegisterValues>({
    defaultValues: {
      type: 'email',
      email: '',
      country,
      phone: '',
      code: '',
      // No default: the nationality cannot be changed later, so the user chooses it.
      nationality: '',
      password: '',
      password_confirm: '',
      // An invitation link may carry the code; it is read when present and never required.
      invitation_code: params.get('code') ?? params.get('invite') ?? '',
      agree: false,
    },
  });
  const errors = form.formState.errors;
  const submit = useApiSubmit(form, async (v) => {
    const result = await accountActions.register({
      ...targetParams(targetOf(v)),
      nationality: v.nationality,
      code: v.code.trim(),
      password: v.password,
      password_confirm: v.password_confirm,
      invitation_code: v.invitation_code.trim() || undefined,
      agree: v.agree ? '1' : '0',
    });
    finish(result);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="register-form">
        <TargetFields idPrefix="reg" />
        <CodeField idPrefix="reg" purpose="register" />
        <Field
          id="reg-nationality"
          label={t('field.nationality')}
          error={errors.nationality?.message}
          hint={t('register.nationalityHint')}
        >
          <Controller
            control={form.control}
            name="nationality"
            rules={rules.required}
            render={({ field, fieldState }) => (
              <NationalityPicker
                id="reg-nationality"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(fieldState.error)}
              />
            )}
          />
        </Field>
        <Field
          id="reg-password"
          label={t('field.password')}
          error={errors.password?.message}
          hint={t('register.passwordHint')}
        >
          <PasswordInput
            id="reg-password"
            autoComplete="new-password"
            invalid={Boolean(errors.password)}
            {...form.register('password', rules.password)}
          />
        </Field>
        <Field id="reg-confirm" label={t('field.confirmPassword')} error={errors.password_confirm?.message}>
          <PasswordInput
            id="reg-confirm"
            autoComplete="new-password"
            invalid={Boolean(errors.password_confirm)}
            {...form.register('password_confirm', rules.sameAs(form.getValues, 'password'))}
          />
        </Field>
        {/* Asked for only while there is an invitation programme, or while the operator requires a code. */}
        {(inviteRequired || isServed({ requires: 'invite' })) && (
          <Field
            id="reg-invite"
            label={inviteRequired ? t('profile.invitationCode') : t('field.invitationCode')}
            hint={inviteRequired ? inviteRule?.label : undefined}
            error={errors.invitation_code?.message}
          >
            <TextInput
              id="reg-invite"
              placeholder={inviteRequired ? undefined : t('placeholder.optional')}
              {...form.register('invitation_code', inviteRequired ? rules.required : {})}
            />
          </Field>
        )}
        <AgreeBox
          error={errors.agree?.message}
          register={form.register('agree', { validate: (v) => v || t('error.mustAgree') })}
        />
        {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
        <SubmitButton pending={form.formState.isSubmitting}>{t('register.submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}

function AgreeBox({ error, register }: { error?: string; register: UseFormRegisterReturn<'agree'> }) {
  const { t } = useTranslation('accounts');
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-2.5 text-sm text-ink/85">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand"
          data-testid="agree"
          {...register}
        />
        <span>
          {t('register.agreePrefix')}{' '}
          <Link to="/userAgreement" target="_blank" className="link">
            {t('register.agreement')}
          </Link>
        </span>
      </label>
      {error && (
        <p role="alert" className="mt-1.5 text-xs text-down">
          {error}
        </p>
      )}
    </div>
  );
}
