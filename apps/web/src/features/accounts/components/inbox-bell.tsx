import type { InboxMessage, Lang } from '@platform/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/form-controls.tsx';
import { BellIcon, ChevronLeftIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import {
  INBOX_PAGE_SIZE,
  useInboxMessage,
  useInboxPage,
  useMarkAllRead,
  useUnreadCount,
} from '../api/inbox-api.ts';

/** Above this the badge shows "99+" so it stays small. */
const BADGE_MAX = 99;

/** The header bell with the unread count; opens the inbox as a side sheet (a bottom sheet on phones). */
export function InboxBell({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount(loggedIn).data?.unread ?? 0;
  if (!loggedIn) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={unread > 0 ? t('inbox.openUnread', { unread }) : t('inbox.title')}
        data-testid="inbox-bell"
        className="relative rounded-lg p-2 text-mute hover:bg-panel-2 hover:text-ink"
      >
        <BellIcon className="size-[22px]" />
        {unread > 0 && (
          <span
            data-testid="inbox-unread"
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-down px-1 text-[10px] leading-none font-semibold text-bg"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid="inbox"
          className="fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] flex-col rounded-t-2xl border border-line bg-panel shadow-2xl md:inset-y-0 md:right-0 md:left-auto md:h-auto md:w-[420px] md:rounded-none md:rounded-l-2xl"
        >
          {open && <InboxBody unread={unread} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function InboxBody({ unread }: { unread: number }) {
  const { t } = useTranslation('accounts');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const markAll = useMarkAllRead();
  return (
    <>
      <div className="flex items-center gap-2 border-b border-line px-5 py-4">
        {openId !== null && (
          <button
            type="button"
            onClick={() => setOpenId(null)}
            aria-label={t('form.back')}
            className="-ml-1 rounded-lg p-1 text-mute hover:text-ink"
          >
            <ChevronLeftIcon className="size-5" strokeWidth="2" />
          </button>
        )}
        <Dialog.Title className="flex-1 text-lg font-semibold">{t('inbox.title')}</Dialog.Title>
        {openId === null && (
          <button
            type="button"
            className="flex items-center gap-1.5 text-sm text-brand disabled:text-mute"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
            data-testid="inbox-read-all"
          >
            {markAll.isPending && <Spinner />}
            {t('inbox.readAll')}
          </button>
        )}
        <Dialog.Close aria-label={t('form.close')} className="rounded-lg p-1 text-mute hover:text-ink">
          <CloseIcon className="size-5" strokeWidth="2" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">{t('inbox.description')}</Dialog.Description>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {openId === null ? (
          <MessageList page={page} onPage={setPage} onOpen={setOpenId} />
        ) : (
          <MessageDetail id={openId} />
        )}
      </div>
    </>
  );
}

function MessageList({
  page,
  onPage,
  onOpen,
}: {
  page: number;
  onPage: (p: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const accounts = useTranslation('accounts').t;
  const list = useInboxPage(page, true);
  if (list.isPending)
    return (
      <div className="p-5">
        <LoadingBlock lines={6} />
      </div>
    );
  if (list.isError)
    return (
      <div className="p-5">
        <ErrorBlock onRetry={() => void list.refetch()} />
      </div>
    );
  const { items, total } = list.data;
  if (items.length === 0) return <EmptyBlock text={accounts('inbox.empty')} />;
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  return (
    <>
      <ul className="divide-y divide-line">
        {items.map((m) => (
          <MessageRow key={m.id} message={m} onOpen={() => onOpen(m.id)} />
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-between px-5 py-4 text-sm">
          <button type="button" className="btn-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('pager.previous')}
          </button>
          <span className="text-mute">{t('pager.page', { page, pages })}</span>
          <button
            type="button"
            className="btn-ghost"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('pager.next')}
          </button>
        </div>
      )}
    </>
  );
}

function MessageRow({ message, onOpen }: { message: InboxMessage; onOpen: () => void }) {
  const { i18n } = useTranslation();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full gap-3 px-5 py-4 text-left transition hover:bg-panel-2"
        data-testid="inbox-item"
      >
        <span
          className={`mt-2 size-2 shrink-0 rounded-full ${message.read ? 'bg-transparent' : 'bg-brand'}`}
        />
        <span className="min-w-0 flex-1">
          <span className={`block truncate ${message.read ? 'text-ink/80' : 'font-semibold'}`}>
            {message.title}
          </span>
          <span className="mt-0.5 line-clamp-2 block text-sm text-mute">{message.summary}</span>
          <span className="mt-1 block text-xs text-mute">
            {formatDate(i18n.language as Lang, message.created_at)}
          </span>
        </span>
      </button>
    </li>
  );
}

function MessageDetail({ id }: { id: number }) {
  const { i18n } = useTranslation();
  const message = useInboxMessage(id);
  if (message.isPending)
    return (
      <div className="p-5">
        <LoadingBlock lines={8} />
      </div>
    );
  if (message.isError)
    return (
      <div className="p-5">
        <ErrorBlock onRetry={() => void message.refetch()} />
      </div>
    );
  return (
    <article className="px-5 py-5" data-testid="inbox-detail">
      <h3 className="text-lg leading-7 font-semibold">{message.data.title}</h3>
      <p className="mt-1 text-xs text-mute">{formatDate(i18n.language as Lang, message.data.created_at)}</p>
      <div className="mt-4 text-[15px] leading-7 whitespace-pre-line text-ink/90">{message.data.body}</div>
    </article>
  );
}
