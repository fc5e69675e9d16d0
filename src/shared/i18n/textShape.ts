/** A table with the keys of `T`, each text free: another language's table for the same texts. */
export type TextShape<T> = { [K in keyof T]: T[K] extends string ? string : TextShape<T[K]> };

/** i18next's plural forms: `resultCount_one` and `resultCount_other` are asked for as `resultCount` with a count. */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** Every key of a table, dotted ('events.soldOut'): what `t` accepts. */
export type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPluralSuffix<K>}` : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
