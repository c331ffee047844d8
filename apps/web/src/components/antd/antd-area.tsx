import { App as AntApp, ConfigProvider, type ConfigProviderProps, theme, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import neNP from 'antd/locale/ne_NP';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/public-config';
import { readableOn } from '../contrast';

/**
 * antd's defaults read too faintly on the site's grey page (secondary text 3.3:1, placeholders 1.8:1, a danger
 * button's red 3.3:1, green and gold tags about 3:1). These tokens bring every text colour to at least 4.5:1 and
 * keep the hues; links take the brand colour, darkened only as far as the grey page needs (the brand colour is a setting).
 */
const SEVENTH_SHADES = {
  green: '#237804',
  volcano: '#ad2102',
  orange: '#ad4e00',
  gold: '#874d00',
  cyan: '#006d75',
  lime: '#3f6600',
  yellow: '#876800',
} as const;

/** antd keeps each shade under two names (green7 and green-7, the latter its CSS variable): set both. */
const darkerSevenths = Object.fromEntries(
  Object.entries(SEVENTH_SHADES).flatMap(([hue, shade]) => [
    [`${hue}7`, shade],
    [`${hue}-7`, shade],
  ]),
) as ThemeConfig['token'];

export const ACCESSIBLE_THEME: ThemeConfig = {
  token: {
    // Secondary text, descriptions, labels of description lists, "(optional)", counters, empty states.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Form errors and danger buttons: the red of the brand's hover, not antd's light coral.
    colorError: '#b91c1c',
    // Tag text is a palette's 7th shade on its 1st: a darker shade where the 7th is too light.
    ...darkerSevenths,
  },
  components: {
    // An empty table's text is antd's disabled grey.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
  },
};

/** A failed submit scrolls to the first invalid field and puts the cursor in it, in every form of the app. */
const FORM_CONFIG: ConfigProviderProps['form'] = { scrollToFirstError: { block: 'center', focus: true } };

/** The page's grey (styles.css, --page): the lightest background text sits on. */
const PAGE_BACKGROUND = '#f4f4f5';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const watchReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Visitors who ask their system for less motion get no interface animations. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    watchReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Where antd is used: the forms (sign-in, sign-up, checkout), the account and the back office, and the islands of
 * a reading page that hold a form (decision 43). Its theme: the brand colour, readable colours, the visitor's
 * language, no motion for those who ask for less.
 */
export function AntdArea({ children }: { children: ReactNode }) {
  const { brand } = usePublicConfig();
  const { i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo<ThemeConfig>(
    () => ({
      ...ACCESSIBLE_THEME,
      algorithm: theme.defaultAlgorithm,
      token: {
        ...ACCESSIBLE_THEME.token,
        colorPrimary: brand.primaryColor,
        colorLink: readableOn(brand.primaryColor, PAGE_BACKGROUND),
        borderRadius: 8,
        motion: !reducedMotion,
        fontFamily:
          "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif",
      },
    }),
    [brand.primaryColor, reducedMotion],
  );
  return (
    <ConfigProvider locale={i18n.language === 'ne' ? neNP : enUS} theme={themeConfig} form={FORM_CONFIG}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
