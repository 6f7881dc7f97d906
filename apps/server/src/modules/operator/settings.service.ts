import { PLATFORM_SETTINGS, type TPlatformSettings } from '@shanlian/contract';
import { inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { platformSettings } from './operator.tables.js';

/** The platform's settings (PLATFORM_SETTINGS): one row per key; a key never saved has its default. */

type SettingKey = keyof typeof PLATFORM_SETTINGS;
const KEYS = Object.keys(PLATFORM_SETTINGS) as SettingKey[];

export async function getSettings(db: Db): Promise<TPlatformSettings> {
  const rows = await db.select().from(platformSettings).where(inArray(platformSettings.key, KEYS));
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  const value = (k: SettingKey) => {
    const v = saved.get(k);
    return typeof v === typeof PLATFORM_SETTINGS[k].default ? (v as (typeof PLATFORM_SETTINGS)[SettingKey]['default']) : PLATFORM_SETTINGS[k].default;
  };
  return { ShelfReviewRequired: value('ShelfReviewRequired') };
}

/** Whether new shelf items and changes to listed ones wait for review (on unless an operator turned it off). */
export async function shelfReviewRequired(db: Db): Promise<boolean> {
  return (await getSettings(db)).ShelfReviewRequired;
}

export async function saveSettings(db: Db, actor: Actor, now: Date, input: TPlatformSettings): Promise<TPlatformSettings> {
  for (const key of KEYS) {
    const value = input[key];
    await db
      .insert(platformSettings)
      .values({ key, value, updatedAt: now, updatedBy: actor.fullName })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: now, updatedBy: actor.fullName } });
  }
  return getSettings(db);
}
