import type { KycStatus, ProductKey } from '@platform/contract';

/** One step a logged-in customer may take next, linking to the real screen. */
export interface NextStep {
  key: 'verify' | 'deposit' | 'trade';
  to: string;
  /** Primary verification was submitted and awaits a decision. */
  pending?: boolean;
}

export interface NextStepsInput {
  demo: boolean;
  /** Primary verification status, or undefined while it is not known. */
  primary: KycStatus | undefined;
  /** Whether any account holds a balance, or undefined while it is not known. */
  funded: boolean | undefined;
  products: ReadonlySet<ProductKey>;
}

/**
 * The home page's next steps for a logged-in customer (verify, deposit, try a trade). A step
 * known to be done is left out; one whose data is not at hand yet is shown. A demo account
 * neither verifies nor deposits, and a step of a product that is not served is never offered.
 */
export function nextSteps({ demo, primary, funded, products }: NextStepsInput): NextStep[] {
  const steps: NextStep[] = [];
  if (!demo && products.has('kyc') && primary !== 'approved')
    steps.push({ key: 'verify', to: '/sfyz', pending: primary === 'pending' });
  if (!demo && products.has('wallet') && funded !== true) steps.push({ key: 'deposit', to: '/recharge' });
  if (products.has('spot')) steps.push({ key: 'trade', to: '/currencyTrade' });
  else if (products.has('contracts')) steps.push({ key: 'trade', to: '/preciousMetal' });
  return steps;
}

/** Whether an overview shows any balance: a decimal string with a non-zero digit. */
export function holdsFunds(rows: readonly { available: string; frozen: string }[]): boolean {
  return rows.some((r) => /[1-9]/.test(r.available) || /[1-9]/.test(r.frozen));
}
