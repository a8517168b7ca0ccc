import { CREDIT_PROOFS_MAX, type CreditState } from '@platform/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/form-controls.tsx';
import { ImageInput } from '../../../components/ui/image-picker.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { kycActions, kycImageUrl, useRefreshKyc } from '../api/kyc-api.ts';
import { canAddProof } from './credit.ts';

type Proof = CreditState['proofs'][number];

/**
 * Proof documents for the evaluation: a photo is checked here (type and size), uploaded, then
 * attached as a proof; the list refreshes from the server so it shows what staff will see.
 */
export function CreditProofs({ proofs }: { proofs: readonly Proof[] }) {
  const { t } = useTranslation('kyc');
  const room = canAddProof(proofs.length);
  return (
    <section className="card p-5" data-testid="credit-proofs">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-[15px] font-semibold">{t('credit.proofsTitle')}</h2>
        <span className="text-xs text-mute" data-testid="credit-proofs-count">
          {t('credit.proofsCount', { uploaded: proofs.length, max: CREDIT_PROOFS_MAX })}
        </span>
      </div>
      <p className="mt-1 text-sm leading-6 text-mute">{t('credit.proofsText')}</p>
      {proofs.length === 0 ? (
        <p className="mt-4 text-sm text-mute">{t('credit.noProofs')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {proofs.map((proof) => (
            <ProofThumb key={proof.image_id} proof={proof} />
          ))}
        </ul>
      )}
      {room ? (
        <AddProof />
      ) : (
        <p className="mt-4 text-sm text-warn" data-testid="credit-proofs-full">
          {t('credit.proofsFull', { max: CREDIT_PROOFS_MAX })}
        </p>
      )}
    </section>
  );
}

/** The address is made once per thumbnail: a fresh rtoken on every render would reload it. */
function ProofThumb({ proof }: { proof: Proof }) {
  const { t, i18n } = useTranslation('kyc');
  const [src] = useState(() => kycImageUrl(proof.image_id));
  const date = formatDateTime(proof.created_at, i18n.language);
  return (
    <li className="aspect-square overflow-hidden rounded-lg border border-line bg-panel-2/60" title={date}>
      <img
        src={src}
        alt={t('credit.proofAlt', { date })}
        loading="lazy"
        className="size-full object-cover"
        data-testid="credit-proof"
      />
    </li>
  );
}

function AddProof() {
  const { t } = useTranslation('kyc');
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefreshKyc();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    setBusy(true);
    try {
      const { image_id } = await kycActions.uploadImage(file);
      await kycActions.addCreditProof(image_id);
    } catch (e) {
      // Refusals were toasted by the client (the photo, or KYC_PROOFS_TOO_MANY); a lost
      // connection is not, so it is named here.
      if (!(e instanceof ApiRefusal)) showToast('warning', t('error.uploadFailed'));
    } finally {
      setBusy(false);
      // Also after a refusal: another tab may have added proofs, so the count here is stale.
      await refresh();
    }
  };

  return (
    <div className="mt-4">
      <button
        type="button"
        className="btn-primary h-11 w-full gap-2"
        disabled={busy}
        aria-busy={busy}
        aria-describedby="credit-proof-hint"
        onClick={() => input.current?.click()}
        data-testid="credit-proof-add"
      >
        {busy && <Spinner />}
        {busy ? t('photo.uploading') : t('credit.addProof')}
      </button>
      <p
        id="credit-proof-hint"
        className={`mt-1.5 text-xs ${problem ? 'text-down' : 'text-mute'}`}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? t('photo.rules')}
      </p>
      <ImageInput
        inputRef={input}
        testId="credit-proof-input"
        onFile={(file) => void send(file)}
        onProblem={setProblem}
      />
    </div>
  );
}
