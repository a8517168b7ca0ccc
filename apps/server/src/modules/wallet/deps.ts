import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { ImageStore } from '../../platform/uploads.ts';
import type { AccountsService, Inbox } from '../accounts/index.ts';
import type { AssetsService } from '../assets/index.ts';
import type { KycService } from '../kyc/index.ts';
import type { LedgerService } from '../ledger/index.ts';

/** What the wallet's use cases are built with. */
export interface WalletDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  assets: AssetsService;
  /** Refuses a deposit or withdrawal below the verification level the operator requires. */
  kyc: Pick<KycService, 'requireVerification'>;
  accounts: AccountsService;
  inbox: Inbox;
  reviews: ReviewQueues;
  settings: SettingsService;
  images: ImageStore;
}
