export const EARLY_INSTALL_SCRIPT: string;
export const EARLY_INSTALL_HASH: string;
