/** Every browser-storage key the app uses, named as the product spec names them. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  selectedProjectId: 'selectedProjectId',
  theme: 'theme',
  installBannerDismissed: 'install-banner-dismissed',
  iosInstallDismissed: 'ios-install-dismissed',
} as const;
