import { z } from 'zod';
import { staffOnly } from '../api/admin.ts';
import {
  adminContentItem,
  adminContentPage,
  contentItemIdInput,
  contentPreview,
  createContentInput,
  listContentInput,
  logoResult,
  previewContentInput,
  updateContentInput,
  updateSiteInput,
  uploadLogoInput,
} from '../api/admin-content.ts';
import { ANY_STAFF, action, COMMAND } from './spec.ts';

const staffAction = { area: 'admin', methods: COMMAND, tags: ['back office'] } as const;

/** Every role reads content; operations change it (the superadmin may too, as always). */
const EDITORS = { staff: ['operations'] } as const;

/** An edit of one content item: the item is found, and the fixed kinds are never removed or hidden. */
const itemRefusals = ['CONTENT_NOT_FOUND', 'CONTENT_ITEM_FIXED'] as const;

/** Back-office management of everything the content module shows on the customer site. */
export const adminContentActions = [
  action({
    ...staffAction,
    name: 'listContent',
    success: 'silent',
    summary: 'Content items of one kind in every state (drafts included), paged',
    input: listContentInput,
    output: adminContentPage,
    refusals: [],
    permission: ANY_STAFF,
  }),
  action({
    ...staffAction,
    name: 'getContentItem',
    success: 'silent',
    summary: 'One content item with its text in all 8 languages (null where English is shown)',
    input: contentItemIdInput,
    output: adminContentItem,
    refusals: ['CONTENT_NOT_FOUND'],
    permission: ANY_STAFF,
  }),
  action({
    ...staffAction,
    name: 'previewContentItem',
    success: 'silent',
    summary: 'One content item in one language exactly as the customer site renders it, drafts included',
    input: previewContentInput,
    output: contentPreview,
    refusals: ['CONTENT_NOT_FOUND'],
    permission: ANY_STAFF,
  }),
  action({
    ...staffAction,
    name: 'createContentItem',
    success: 'saved',
    summary: 'Create a news, notice, banner, help, home feature or home figure item as a draft',
    input: createContentInput,
    output: adminContentItem,
    refusals: ['CONTENT_KEY_TAKEN'],
    permission: EDITORS,
  }),
  action({
    ...staffAction,
    name: 'updateContentItem',
    success: 'saved',
    summary: 'Change texts (per language; null drops one back to English), sort, pinning or help category',
    input: updateContentInput,
    output: adminContentItem,
    refusals: ['CONTENT_NOT_FOUND'],
    permission: EDITORS,
  }),
  action({
    ...staffAction,
    name: 'publishContentItem',
    success: 'saved',
    summary: 'Show a content item on the customer site',
    input: contentItemIdInput,
    output: adminContentItem,
    refusals: itemRefusals,
    permission: EDITORS,
  }),
  action({
    ...staffAction,
    name: 'unpublishContentItem',
    success: 'saved',
    summary: 'Hide a content item on the customer site',
    input: contentItemIdInput,
    output: adminContentItem,
    refusals: itemRefusals,
    permission: EDITORS,
  }),
  action({
    ...staffAction,
    name: 'deleteContentItem',
    success: 'deleted',
    summary: 'Delete a news, notice, banner, help, home feature or home figure item',
    input: contentItemIdInput,
    output: z.null(),
    refusals: itemRefusals,
    permission: EDITORS,
  }),
  action({
    ...staffAction,
    name: 'updateSiteIdentity',
    success: 'saved',
    summary: 'Change the site name, tagline and description per language',
    input: updateSiteInput,
    output: adminContentItem,
    refusals: ['CONTENT_NOT_FOUND'],
    permission: EDITORS,
  }),
  action({
    ...staffAction,
    name: 'uploadLogo',
    success: 'saved',
    summary: 'Upload the site logo (multipart field `file`: JPG or PNG under 8 MB, checked by content)',
    input: uploadLogoInput,
    output: logoResult,
    refusals: ['UPLOAD_IMAGE_INVALID', 'UPLOAD_IMAGE_UNREADABLE', 'UPLOAD_IMAGE_TOO_MANY_PIXELS'],
    permission: EDITORS,
  }),
  action({
    ...staffAction,
    name: 'removeLogo',
    success: 'deleted',
    summary: 'Remove the uploaded logo: the site shows its name as a word mark again',
    input: staffOnly,
    output: z.null(),
    refusals: [],
    permission: EDITORS,
  }),
] as const;
