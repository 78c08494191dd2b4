import { Migration } from '@mikro-orm/migrations';

/**
 * The shop's business settings become an admin setting (key `shop_settings`, modules/settings). VAT: the
 * § 19 UStG note, which the old checkout showed (docs/SPEC.md §1 has both readings; from now on this one setting
 * decides everywhere). The bank account is a placeholder: an IBAN whose check digits (00) never occur
 * and an empty BIC and bank, so `bankTransfer.ready` is false and checkout offers no bank transfer until
 * staff have entered the real account. Keeps a value an admin saved already; the same defaults are
 * DEFAULT_SHOP_SETTINGS in shop-settings.service.ts.
 */
export class Migration20261128020000_shop_settings extends Migration {
  override name = 'Migration20261128020000_shop_settings';

  override up(): void | Promise<void> {
    const settings = {
      vatMode: 'SMALL_BUSINESS',
      placeHoldMinutes: 15,
      bankTransfer: { accountHolder: 'H2O Gersthofen', iban: 'DE00000000000000000000', bic: '', bankName: '', paymentDays: 7 },
    };
    const literal = `'${JSON.stringify(settings).replaceAll("'", "''")}'`;
    this.addSql(`insert into "settings" ("key", "value") values ('shop_settings', ${literal}::jsonb) on conflict ("key") do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "settings" where "key" = 'shop_settings';`);
  }
}
