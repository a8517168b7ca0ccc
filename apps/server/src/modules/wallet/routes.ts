import {
  addAddressInput,
  bankCard,
  bankCardInput,
  commonParams,
  depositChannels,
  depositRecord,
  depositRecords,
  editBankCardInput,
  idInput,
  submitDepositInput,
  voucherUploaded,
  walletPageInput,
  withdrawAddress,
  withdrawInput,
  withdrawRecord,
  withdrawRecords,
  withdrawRulesView,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { WalletService } from './service.ts';

const tags = ['wallet'];
const COMMAND = ['POST'] as const;
const QUERY = ['GET', 'POST'] as const;
/** A wrong trade password may be tried only a few times a minute. */
const WITHDRAW_RATE = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Deposits, address book, bank cards and withdrawals of the logged-in customer (real accounts only). */
export function walletRoutes(
  app: FastifyInstance,
  { wallet, auth }: { wallet: WalletService; auth: SessionResolver },
): void {
  defineUserAction(app, auth, {
    name: 'depositChannels',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Deposit currencies and chains with the receiving address, minimum and whether open',
    input: commonParams,
    output: depositChannels,
    handler: () => wallet.channels(),
  });
  defineUserAction(app, auth, {
    name: 'uploadVoucher',
    methods: COMMAND,
    tags,
    success: 'silent',
    realOnly: true,
    summary: 'Upload a deposit voucher (multipart `file`: JPG/PNG under 8 MB; metadata removed)',
    input: commonParams.extend({ file: z.any() }),
    output: voucherUploaded,
    handler: (i, ctx) => wallet.uploadVoucher(ctx.user, i.file),
  });
  defineUserAction(app, auth, {
    name: 'submitDeposit',
    methods: COMMAND,
    tags,
    success: 'submitted',
    realOnly: true,
    summary: 'Report a deposit with its transaction hash or a voucher; finance credits it on approval',
    input: submitDepositInput,
    output: depositRecord,
    handler: (i, ctx) => wallet.submitDeposit(ctx.user, i),
  });
  defineUserAction(app, auth, {
    name: 'depositRecords',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Deposits of the account, newest first',
    input: walletPageInput,
    output: depositRecords,
    handler: (i, ctx) => wallet.depositRecords(ctx.user, i.page, i.pageSize),
  });
  defineUserAction(app, auth, {
    name: 'withdrawAddresses',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'The withdrawal address book',
    input: commonParams,
    output: z.array(withdrawAddress),
    handler: (_i, ctx) => wallet.addresses(ctx.user),
  });
  defineUserAction(app, auth, {
    name: 'addWithdrawAddress',
    methods: COMMAND,
    tags,
    success: 'saved',
    realOnly: true,
    summary: 'Add an address (checked against its chain) with an optional memo tag and label',
    input: addAddressInput,
    output: z.null(),
    handler: (i, ctx) => wallet.addAddress(ctx.user, i),
  });
  defineUserAction(app, auth, {
    name: 'deleteWithdrawAddress',
    methods: COMMAND,
    tags,
    success: 'deleted',
    realOnly: true,
    summary: 'Remove an address from the book',
    input: idInput,
    output: z.null(),
    handler: (i, ctx) => wallet.deleteAddress(ctx.user, i.id),
  });
  defineUserAction(app, auth, {
    name: 'bankCards',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Bank cards for withdrawals by wire',
    input: commonParams,
    output: z.array(bankCard),
    handler: (_i, ctx) => wallet.cards(ctx.user),
  });
  defineUserAction(app, auth, {
    name: 'addBankCard',
    methods: COMMAND,
    tags,
    success: 'saved',
    realOnly: true,
    summary: 'Add a bank card: bank, account, SWIFT, routing number, bank address, payee, phone, address',
    input: bankCardInput,
    output: z.null(),
    handler: (i, ctx) => wallet.addCard(ctx.user, i),
  });
  defineUserAction(app, auth, {
    name: 'editBankCard',
    methods: COMMAND,
    tags,
    success: 'saved',
    realOnly: true,
    summary: 'Change a bank card (pending withdrawals keep the details they were made with)',
    input: editBankCardInput,
    output: z.null(),
    handler: (i, ctx) => wallet.editCard(ctx.user, i.id, i),
  });
  defineUserAction(app, auth, {
    name: 'deleteBankCard',
    methods: COMMAND,
    tags,
    success: 'deleted',
    realOnly: true,
    summary: 'Remove a bank card',
    input: idInput,
    output: z.null(),
    handler: (i, ctx) => wallet.deleteCard(ctx.user, i.id),
  });
  defineUserAction(app, auth, {
    name: 'withdrawRules',
    methods: QUERY,
    tags,
    success: 'silent',
    realOnly: true,
    summary: 'Every withdrawal rule in force, with the user standing against each',
    input: commonParams,
    output: withdrawRulesView,
    handler: (_i, ctx) => wallet.rules(ctx.user),
  });
  defineUserAction(app, auth, {
    name: 'withdraw',
    methods: COMMAND,
    tags,
    success: 'submitted',
    realOnly: true,
    config: WITHDRAW_RATE,
    summary:
      'Request a withdrawal to a saved address or bank card; the amount is frozen until finance decides',
    input: withdrawInput,
    output: withdrawRecord,
    handler: (i, ctx) => wallet.withdraw(ctx.user, i),
  });
  defineUserAction(app, auth, {
    name: 'withdrawRecords',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Withdrawals of the account, newest first',
    input: walletPageInput,
    output: withdrawRecords,
    handler: (i, ctx) => wallet.withdrawRecords(ctx.user, i.page, i.pageSize),
  });

  // A voucher image for its owner: an <img> source, so bytes rather than an envelope.
  app.get<{ Querystring: { id?: string } }>(
    '/api/web/depositVoucher',
    { schema: { hide: true } },
    async (request, reply) => {
      const user = await auth.resolve(request.sessionToken, { ip: request.ip });
      const id = Number(request.query.id);
      const file =
        Number.isSafeInteger(id) && id > 0 ? await wallet.depositVoucher(id, user.userId) : undefined;
      if (!file) return reply.status(404).type('text/plain').send('Not found');
      return reply.type(file.mime).header('cache-control', 'private, no-store').send(file.data);
    },
  );
}
