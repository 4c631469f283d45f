// ============================================================================================
// [rc] RECONSTRUCTED CARD AND TILE VALUES (spec 2.6, 2.7, 2.9). Names and effects are the
// rulebook's [text]; every cost, the City cost/effect pairing, the Embassy token mix and the
// resource types flagged in the spec are [rc] reconstructed.
// ============================================================================================
import { ALTARS, BALLCOURT, EMBASSIES, GLYPHSTAIR, RIVER, res4, type Fx, type Res, type Res4, type Site } from './data-core.ts';

export type CharacterKind = 'permanent' | 'instant' | 'endgame';
export type Permanent =
  | { readonly p: 'tileBonus'; readonly r: Res } // +1 r for each face-up r Court tile placed
  | { readonly p: 'siteVp'; readonly site: Site } // +2 VP for each action at the Site
  | { readonly p: 'discount'; readonly site: Site } // actions at the Site cost 1 less
  | { readonly p: 'climbBonus' }; // +1 resource of choice for each climb of 2+ steps
export interface CharacterCard {
  readonly id: string;
  readonly name: string;
  readonly kind: CharacterKind;
  readonly cost: Res4; // [rc] reconstructed
  readonly perm?: Permanent;
  readonly fx?: Fx; // instant effect
  readonly endRes?: Res; // end-game: 2 VP per resource of this type
}

const perm = (id: string, name: string, cost: Res4, p: Permanent): CharacterCard => ({ id, name, kind: 'permanent', cost, perm: p });
const inst = (id: string, name: string, cost: Res4, fx: Fx): CharacterCard => ({ id, name, kind: 'instant', cost, fx });
const end = (id: string, name: string, endRes: Res): CharacterCard => ({ id, name, kind: 'endgame', cost: res4(0, 2), endRes });
const siteAction = (site: Site): Fx => ({ t: 'bonus', site, disc: 3 });

/** Index i holds card ch(i+1). Costs [rc] reconstructed; types marked rc in the spec are [rc] too. */
export const CHARACTERS: readonly CharacterCard[] = [
  perm('ch01', 'Ah-cuxtal', res4(1, 2), { p: 'siteVp', site: EMBASSIES }),
  perm('ch02', 'Camazotz', res4(0, 2, 1), { p: 'climbBonus' }),
  perm('ch03', 'Citlamina', res4(1, 1), { p: 'discount', site: RIVER }),
  perm('ch04', 'Coyopa', res4(1, 1, 0, 1), { p: 'discount', site: EMBASSIES }),
  perm('ch05', 'Gucup Cakix', res4(1, 1), { p: 'tileBonus', r: 0 }), // type [rc] reconstructed
  perm('ch06', 'Hozanek', res4(0, 2, 0, 1), { p: 'discount', site: BALLCOURT }), // Site [rc] reconstructed
  perm('ch07', 'Huracan', res4(0, 1, 0, 1), { p: 'tileBonus', r: 3 }), // type [rc] reconstructed
  perm('ch08', 'Ixmacane', res4(0, 2, 1), { p: 'siteVp', site: ALTARS }),
  perm('ch09', "K'awai", res4(0, 1, 1), { p: 'tileBonus', r: 2 }), // type [rc] reconstructed
  perm('ch10', 'Kan-xib-yui', res4(0, 1, 0, 1), { p: 'tileBonus', r: 1 }),
  perm('ch11', 'Kawil', res4(1, 1, 1), { p: 'discount', site: ALTARS }),
  perm('ch12', 'Kinich kakmo', res4(0, 1, 1), { p: 'tileBonus', r: 2 }), // type [rc] reconstructed
  perm('ch13', 'Muluc', res4(0, 2), { p: 'tileBonus', r: 1 }),
  perm('ch14', 'Tecumbalam', res4(1, 2), { p: 'siteVp', site: RIVER }),
  perm('ch15', 'Tonalnan', res4(1, 1), { p: 'tileBonus', r: 0 }),
  perm('ch16', 'Vukubcane', res4(0, 1, 1, 1), { p: 'discount', site: GLYPHSTAIR }),
  perm('ch17', 'Xbalanque', res4(0, 3), { p: 'siteVp', site: BALLCOURT }),
  perm('ch18', 'Yaluk', res4(0, 2), { p: 'tileBonus', r: 1 }),
  perm('ch19', 'Yumchakob', res4(0, 2, 0, 1), { p: 'siteVp', site: GLYPHSTAIR }),
  perm('ch20', 'Zotz', res4(0, 2, 0, 1), { p: 'climbBonus' }),
  inst('ch21', 'Cabaguil', res4(0, 1, 1), { t: 'gain', r: res4(5) }),
  inst('ch22', 'Chachiuitl', res4(0, 1), siteAction(ALTARS)),
  inst('ch23', 'Chicchan', res4(0, 1), { t: 'gain', r: res4(3) }), // type [rc] reconstructed
  inst('ch24', 'Chichuaton', res4(1, 1), { t: 'storage' }),
  inst('ch25', 'Colop-u-uichikin', res4(0, 1, 0, 1), { t: 'gain', r: res4(0, 0, 0, 5) }),
  inst('ch26', 'Coszcatl', res4(0, 1, 0, 1), { t: 'jade' }),
  inst('ch27', 'Cualli', res4(0, 1, 1), { t: 'jade' }),
  inst('ch28', 'Gukumatz', res4(0, 1), siteAction(GLYPHSTAIR)),
  inst('ch29', "Hacha'kyum", res4(0, 1), { t: 'gain', r: res4(0, 0, 3) }),
  inst('ch30', 'Ihuicatl', res4(0, 1), { t: 'river2' }),
  inst('ch31', 'Iktan', res4(0, 1), siteAction(EMBASSIES)),
  inst('ch32', 'Itzamna', res4(0, 1, 1), { t: 'climb', n: 3 }),
  inst('ch33', 'Ixazaluoh', res4(0, 1), { t: 'gain', r: res4(0, 0, 3) }),
  inst('ch34', 'Ixcuiname', res4(0, 1), siteAction(GLYPHSTAIR)),
  inst('ch35', 'Ix-tub-tun', res4(1, 1), { t: 'gain', r: res4(0, 0, 5) }),
  inst('ch36', 'Kianto', res4(0, 1), { t: 'glyph' }),
  inst('ch37', 'Mulac', res4(1, 1), { t: 'jade' }),
  inst('ch38', 'Nacon', res4(0, 1), siteAction(EMBASSIES)),
  inst('ch39', 'Necahual', res4(0, 1), siteAction(RIVER)),
  inst('ch40', 'Tecuith', res4(0, 1, 0, 1), { t: 'jade' }),
  inst('ch41', 'Tepin', res4(0, 1, 1), { t: 'jade' }),
  inst('ch42', 'Tlacolotl', res4(0, 1), siteAction(BALLCOURT)),
  inst('ch43', 'Tohil', res4(0, 1), siteAction(ALTARS)),
  inst('ch44', 'Uyitzin', res4(0, 1), siteAction(BALLCOURT)),
  inst('ch45', 'Xamaniqinqu', res4(0, 1, 0, 1), { t: 'storage' }),
  inst('ch46', 'Xecotcovach', res4(0, 1, 0, 1), { t: 'climb', n: 3 }),
  inst('ch47', 'Xibalba', res4(1, 1), { t: 'gain', r: res4(0, 5) }),
  inst('ch48', 'Xochitl', res4(0, 1), { t: 'gain', r: res4(0, 3) }),
  inst('ch49', 'Xoco', res4(0, 2), { t: 'gainAny', n: 4 }),
  inst('ch50', 'Xumucane', res4(0, 1), siteAction(RIVER)), // Site [rc] reconstructed
  end('ch51', 'Chamahez', 0), // type [rc] reconstructed
  end('ch52', 'Ixtli', 1), // type [rc] reconstructed
  end('ch53', 'Yatzil', 2), // type [rc] reconstructed
  end('ch54', 'Zeltzin', 3), // type [rc] reconstructed
];

export interface CityTile {
  readonly id: string;
  readonly name: string; // cosmetic; to be filled from the physical tiles
  readonly cost: Res4; // [rc] reconstructed
  readonly fx: Fx; // pairing with the cost [rc] reconstructed
}
const city = (n: number, cost: Res4, fx: Fx): CityTile => ({ id: `city${String(n).padStart(2, '0')}`, name: '', cost, fx });
const cityBonus = (site: Site | -1): Fx => ({ t: 'bonus', site, disc: 1 });

/** The 20 City tiles (6 are drawn per game). [rc] reconstructed costs and pairing */
export const CITY_TILES: readonly CityTile[] = [
  city(1, res4(0, 0, 1), { t: 'climb', n: 3 }),
  city(2, res4(1, 0, 0, 1), { t: 'climb', n: 3 }),
  city(3, res4(0, 1), { t: 'glyph' }),
  city(4, res4(0, 0, 0, 1), { t: 'glyph' }),
  city(5, res4(0, 1), { t: 'vp', n: 5 }),
  city(6, res4(1), { t: 'vp', n: 5 }),
  city(7, res4(0, 0, 1, 1), { t: 'vp', n: 8 }),
  city(8, res4(0, 1, 1), { t: 'vp', n: 8 }),
  city(9, res4(1, 1), cityBonus(RIVER)),
  city(10, res4(1, 0, 1), { t: 'river2' }),
  city(11, res4(0, 0, 1), { t: 'river2' }),
  city(12, res4(1), { t: 'char' }),
  city(13, res4(0, 0, 1, 1), { t: 'jade' }),
  city(14, res4(0, 0, 0, 1), { t: 'jade' }),
  city(15, res4(0, 1, 0, 1), cityBonus(-1)),
  city(16, res4(0, 1, 1), cityBonus(-1)),
  city(17, res4(0, 0, 0, 1), cityBonus(GLYPHSTAIR)),
  city(18, res4(0, 1), cityBonus(BALLCOURT)),
  city(19, res4(0, 0, 1), cityBonus(ALTARS)), // discount [rc] reconstructed (text truncated)
  city(20, res4(1, 0, 0, 1), { t: 'char' }),
];

/** Embassy tokens per level: [effect, count]; 10 per level. [rc] reconstructed */
export const EMBASSY_TOKENS: readonly (readonly (readonly [Fx, number])[])[] = [
  [[{ t: 'gainAny', n: 1 }, 3], [{ t: 'vp', n: 2 }, 3], [{ t: 'climb', n: 1 }, 2], [{ t: 'glyph' }, 2]],
  [[{ t: 'gainAny', n: 2 }, 3], [{ t: 'vp', n: 4 }, 3], [{ t: 'climb', n: 2 }, 2], [{ t: 'char' }, 2]],
  [[{ t: 'gainAny', n: 3 }, 3], [{ t: 'vp', n: 6 }, 3], [{ t: 'climb', n: 3 }, 2], [{ t: 'jade' }, 2]],
];
