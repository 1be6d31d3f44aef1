//! The colour custom properties of the light and dark sets, and the pairs whose contrast
//! the theme guarantees.

use crate::ThemeKind;

/// One colour custom property with its light and dark values (`#rrggbb`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColorVar {
    /// The custom property, e.g. `--yf-bg`.
    pub name: &'static str,
    /// The value in the light set.
    pub light: &'static str,
    /// The value in the dark set.
    pub dark: &'static str,
}

impl ColorVar {
    /// The value for `kind`'s own set; [`ThemeKind::System`] answers the light value (the
    /// dark one applies through `prefers-color-scheme`).
    ///
    /// ```
    /// use yewform_themes::{COLORS, ThemeKind};
    ///
    /// let bg = COLORS.iter().find(|c| c.name == "--yf-bg").unwrap();
    /// assert_eq!(bg.value(ThemeKind::Dark), "#111827");
    /// ```
    pub fn value(&self, kind: ThemeKind) -> &'static str {
        match kind {
            ThemeKind::Dark => self.dark,
            ThemeKind::Light | ThemeKind::System => self.light,
        }
    }
}

/// Every colour custom property of the theme.
///
/// The contrast ratios (WCAG 2.x, computed from sRGB relative luminance) of the pairs the
/// theme draws text with are listed in [`CONTRAST_PAIRS`] and checked by the tests.
pub const COLORS: &[ColorVar] = &[
    // Page / control background.
    ColorVar {
        name: "--yf-bg",
        light: "#ffffff",
        dark: "#111827",
    },
    // Dropdown panel.
    ColorVar {
        name: "--yf-surface",
        light: "#ffffff",
        dark: "#1f2937",
    },
    // Body text: 17.74:1 on light bg, 16.98:1 on dark bg, 14.05:1 on dark surface.
    ColorVar {
        name: "--yf-text",
        light: "#111827",
        dark: "#f9fafb",
    },
    // Descriptions, group labels, empty-list text: 7.56:1 light, 6.99:1 / 5.78:1 dark.
    ColorVar {
        name: "--yf-text-muted",
        light: "#4b5563",
        dark: "#9ca3af",
    },
    // Placeholders: 4.83:1 light (Vueform's #9ca3af is 2.53:1), 6.99:1 / 5.78:1 dark.
    ColorVar {
        name: "--yf-placeholder",
        light: "#6b7280",
        dark: "#9ca3af",
    },
    // Control borders (non-text, needs 3:1): 4.83:1 light, 6.99:1 dark.
    ColorVar {
        name: "--yf-border",
        light: "#6b7280",
        dark: "#9ca3af",
    },
    // Hovered control borders: 10.31:1 light, 12.04:1 dark.
    ColorVar {
        name: "--yf-border-hover",
        light: "#374151",
        dark: "#d1d5db",
    },
    // Decorative separators only (toolbar line, tabs); never the only cue.
    ColorVar {
        name: "--yf-border-subtle",
        light: "#e5e7eb",
        dark: "#374151",
    },
    // Primary: 6.70:1 light, 6.98:1 dark (as text on bg).
    ColorVar {
        name: "--yf-color-primary",
        light: "#1d4ed8",
        dark: "#60a5fa",
    },
    // Text on primary: 6.70:1 light, 6.98:1 dark.
    ColorVar {
        name: "--yf-on-primary",
        light: "#ffffff",
        dark: "#111827",
    },
    // Hovered primary button: 8.72:1 light, 9.84:1 dark (with --yf-on-primary).
    ColorVar {
        name: "--yf-color-primary-hover",
        light: "#1e40af",
        dark: "#93c5fd",
    },
    // Errors: 6.47:1 light, 6.41:1 / 5.31:1 dark.
    ColorVar {
        name: "--yf-danger",
        light: "#b91c1c",
        dark: "#f87171",
    },
    // Success borders and text: 5.02:1 light, 10.18:1 dark.
    ColorVar {
        name: "--yf-success",
        light: "#15803d",
        dark: "#4ade80",
    },
    // Focus ring (non-text, needs 3:1): 5.17:1 light, 9.84:1 dark.
    ColorVar {
        name: "--yf-focus-ring",
        light: "#2563eb",
        dark: "#93c5fd",
    },
    // Pointed option / hovered tool: text 14.54:1 light, 9.91:1 dark.
    ColorVar {
        name: "--yf-option-pointed-bg",
        light: "#dbeafe",
        dark: "#1e3a8a",
    },
    // Selected option: 6.70:1 light, 9.84:1 dark (with --yf-on-selected).
    ColorVar {
        name: "--yf-option-selected-bg",
        light: "#1d4ed8",
        dark: "#93c5fd",
    },
    // Selected and pointed option: 10.36:1 light, 12.48:1 dark (with --yf-on-selected).
    ColorVar {
        name: "--yf-option-selected-pointed-bg",
        light: "#1e3a8a",
        dark: "#bfdbfe",
    },
    // Text on a selected option.
    ColorVar {
        name: "--yf-on-selected",
        light: "#ffffff",
        dark: "#111827",
    },
    // Disabled controls: 6.87:1 light, 5.78:1 dark (not required by WCAG, kept readable).
    ColorVar {
        name: "--yf-disabled-bg",
        light: "#f3f4f6",
        dark: "#1f2937",
    },
    // Text of disabled controls.
    ColorVar {
        name: "--yf-disabled-text",
        light: "#4b5563",
        dark: "#9ca3af",
    },
    // Group label rows: muted text 7.23:1 light, 6.99:1 dark.
    ColorVar {
        name: "--yf-group-bg",
        light: "#f9fafb",
        dark: "#111827",
    },
    // Info tooltip: 16.98:1 light, 16.12:1 dark.
    ColorVar {
        name: "--yf-tooltip-bg",
        light: "#111827",
        dark: "#f3f4f6",
    },
    // Info tooltip text.
    ColorVar {
        name: "--yf-tooltip-text",
        light: "#f9fafb",
        dark: "#111827",
    },
];

/// A foreground / background pair of [`COLORS`] that the theme draws with, and the contrast
/// it must reach in both sets.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ContrastPair {
    /// The foreground custom property.
    pub foreground: &'static str,
    /// The background custom property.
    pub background: &'static str,
    /// The least ratio: 4.5 for text (WCAG 1.4.3 AA), 3.0 for borders and rings (1.4.11).
    pub min_ratio: f64,
}

const fn text(foreground: &'static str, background: &'static str) -> ContrastPair {
    ContrastPair {
        foreground,
        background,
        min_ratio: 4.5,
    }
}

const fn non_text(foreground: &'static str, background: &'static str) -> ContrastPair {
    ContrastPair {
        foreground,
        background,
        min_ratio: 3.0,
    }
}

/// Every pair the CSS combines, with its least contrast ratio.
pub const CONTRAST_PAIRS: &[ContrastPair] = &[
    text("--yf-text", "--yf-bg"),
    text("--yf-text", "--yf-surface"),
    text("--yf-text-muted", "--yf-bg"),
    text("--yf-text-muted", "--yf-surface"),
    text("--yf-placeholder", "--yf-bg"),
    text("--yf-placeholder", "--yf-surface"),
    text("--yf-color-primary", "--yf-bg"),
    text("--yf-on-primary", "--yf-color-primary"),
    text("--yf-on-primary", "--yf-color-primary-hover"),
    text("--yf-danger", "--yf-bg"),
    text("--yf-danger", "--yf-surface"),
    text("--yf-success", "--yf-bg"),
    text("--yf-text", "--yf-option-pointed-bg"),
    text("--yf-on-selected", "--yf-option-selected-bg"),
    text("--yf-on-selected", "--yf-option-selected-pointed-bg"),
    text("--yf-disabled-text", "--yf-disabled-bg"),
    text("--yf-disabled-text", "--yf-surface"),
    text("--yf-text-muted", "--yf-group-bg"),
    text("--yf-tooltip-text", "--yf-tooltip-bg"),
    text("--yf-bg", "--yf-text-muted"),
    non_text("--yf-border", "--yf-bg"),
    non_text("--yf-border-hover", "--yf-bg"),
    non_text("--yf-border", "--yf-disabled-bg"),
    non_text("--yf-focus-ring", "--yf-bg"),
    non_text("--yf-focus-ring", "--yf-surface"),
    non_text("--yf-danger", "--yf-bg"),
    non_text("--yf-color-primary", "--yf-surface"),
];

/// Mode-dependent custom properties that are not plain colours: `(name, light, dark)`.
pub const MODE_EXTRAS: &[(&str, &str, &str)] = &[(
    "--yf-shadow",
    "0 10px 15px -3px rgba(17, 24, 39, 0.12), 0 4px 6px -4px rgba(17, 24, 39, 0.10)",
    "0 10px 15px -3px rgba(0, 0, 0, 0.55), 0 4px 6px -4px rgba(0, 0, 0, 0.45)",
)];

/// Custom properties that are the same in every mode: `(name, value)`. `--yf-option-row` and
/// `--yf-dropdown-max-height` are added from [`OPTION_ROW_PX`](crate::OPTION_ROW_PX) and
/// [`DROPDOWN_ROWS`](crate::DROPDOWN_ROWS).
pub const SHARED_VARS: &[(&str, &str)] = &[
    ("--yf-radius", "0.375rem"),
    ("--yf-border-width", "1px"),
    ("--yf-font-family", "inherit"),
    ("--yf-font-size", "1rem"),
    ("--yf-control-height", "2.5rem"),
    ("--yf-pad-x", "0.75rem"),
    ("--yf-pad-y", "0.375rem"),
    ("--yf-gap", "1rem"),
    ("--yf-gap-x", "1rem"),
    ("--yf-editor-min-height", "8rem"),
    ("--yf-transition", "150ms ease"),
    ("--yf-z-dropdown", "50"),
    ("--yf-z-tooltip", "60"),
];
