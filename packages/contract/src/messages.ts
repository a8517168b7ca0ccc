import type { FieldMessage, NoticeText, PublicRule, Reason, SuccessMessage } from './errors.ts';
import type { Lang } from './langs.ts';
import en from './messages/en.json' with { type: 'json' };
import ft from './messages/ft.json' with { type: 'json' };
import hy from './messages/hy.json' with { type: 'json' };
import jp from './messages/jp.json' with { type: 'json' };
import ty from './messages/ty.json' with { type: 'json' };
import xby from './messages/xby.json' with { type: 'json' };
import yn from './messages/yn.json' with { type: 'json' };
import zh from './messages/zh.json' with { type: 'json' };

/** Server-side messages (envelope `message` and validation field messages) in every language. */
export interface MessageCatalogue {
  reasons: Record<Reason, string>;
  fields: Record<FieldMessage, string>;
  success: Record<SuccessMessage, string>;
  notices: Record<NoticeText, string>;
  rules: Record<PublicRule, string>;
}

export const MESSAGES: Readonly<Record<Lang, MessageCatalogue>> = { en, xby, jp, hy, ty, yn, zh, ft };

/** Replaces {{name}} placeholders; a missing parameter is left visible rather than becoming empty. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
