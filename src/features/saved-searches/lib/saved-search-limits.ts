/** Spec 1 §9: the save dialog's limits. */
export const NAME_MAX = 25;
export const DESCRIPTION_MAX = 200;
