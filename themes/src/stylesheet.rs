//! The theme's CSS: custom properties per [`Mode`], the component rules and the columns.

use std::sync::OnceLock;

use stylist::ast::{ScopeContent, Sheet, ToStyleStr};

use crate::columns::column_rules;
use crate::palette::{COLORS, MODE_EXTRAS, SHARED_VARS};
use crate::sheet_build::{attr, block, media, read_sheet};
use crate::{Mode, ThemeKind};

/// The fixed height of one listbox row (option or group label), in CSS pixels.
///
/// The select's listbox is windowed by this height: the CSS gives `.yf-combo-option` and
/// `.yf-combo-group-label` exactly this height (`--yf-option-row`), so the elements can
/// compute which rows are in view from `scrollTop` alone.
///
/// ```
/// assert!(yewform_themes::css(yewform_themes::Mode::Light).contains("--yf-option-row: 36px"));
/// ```
pub const OPTION_ROW_PX: u32 = 36;

/// How many rows the open dropdown shows before it scrolls (`--yf-dropdown-max-height` is
/// `OPTION_ROW_PX * DROPDOWN_ROWS` px).
pub const DROPDOWN_ROWS: u32 = 8;

/// The component rules (`css/components.css`, minified by the build script, without the
/// `TEditorElement` rules unless the `editor` feature is on), read into the AST when first
/// needed.
pub(crate) const COMPONENT_CSS: &str = include_str!(concat!(env!("OUT_DIR"), "/components.css"));

fn root_vars(kind: ThemeKind) -> stylist::ast::Block {
    let mut attrs = Vec::new();
    for (name, value) in SHARED_VARS {
        attrs.push(attr(name, value));
    }
    attrs.push(attr("--yf-option-row", &format!("{OPTION_ROW_PX}px")));
    attrs.push(attr(
        "--yf-dropdown-max-height",
        &format!("{}px", OPTION_ROW_PX.saturating_mul(DROPDOWN_ROWS)),
    ));
    push_mode_attrs(&mut attrs, kind);
    attrs.push(attr(
        "color-scheme",
        match kind {
            ThemeKind::Light => "light",
            ThemeKind::Dark => "dark",
            ThemeKind::System => "light dark",
        },
    ));
    block(ROOT.to_owned(), attrs)
}

/// The selector of the custom properties: `:root` inside `:where()`, which weighs nothing, so
/// an app's own `:root { --yf-color-primary: … }` wins wherever its CSS comes in the page
/// (before or after the sheet `ThemeProvider` injects).
const ROOT: &str = ":where(:root)";

/// Appends the colour custom properties of `kind` (a loop, not an iterator chain: less code).
fn push_mode_attrs(attrs: &mut Vec<stylist::ast::StyleAttribute>, kind: ThemeKind) {
    for color in COLORS {
        attrs.push(attr(color.name, color.value(kind)));
    }
    for (name, light, dark) in MODE_EXTRAS {
        attrs.push(attr(
            name,
            if kind == ThemeKind::Dark { dark } else { light },
        ));
    }
}

fn build_variables(mode: Mode) -> Sheet {
    let mut rules: Vec<ScopeContent> = vec![ScopeContent::Block(root_vars(mode))];
    if mode == ThemeKind::System {
        rules.push(media(
            "@media (prefers-color-scheme: dark)",
            vec![block(ROOT.to_owned(), {
                let mut attrs = Vec::new();
                push_mode_attrs(&mut attrs, ThemeKind::Dark);
                attrs
            })],
        ));
    }
    Sheet::from(rules)
}

fn build_rules() -> Sheet {
    let (mut rules, _unread) = read_sheet(COMPONENT_CSS);
    rules.extend(column_rules());
    Sheet::from(rules)
}

fn slot(sheets: &'static [OnceLock<Sheet>; 3], mode: Mode) -> &'static OnceLock<Sheet> {
    let [light, dark, system] = sheets;
    match mode {
        ThemeKind::Light => light,
        ThemeKind::Dark => dark,
        ThemeKind::System => system,
    }
}

/// The custom properties of `mode` alone (`:where(:root) { --yf-… }`, plus the dark set under
/// `prefers-color-scheme` for [`Mode::System`]). Small: this is the only part of the CSS
/// that changes when the kind changes.
///
/// ```
/// use stylist::ast::ToStyleStr;
/// use yewform_themes::{Mode, variables_sheet};
///
/// let text = variables_sheet(Mode::Dark).to_style_str(None);
/// assert!(text.starts_with(":where(:root) {"));
/// assert!(!text.contains(".yf-combo"));
/// ```
pub fn variables_sheet(mode: Mode) -> Sheet {
    static SHEETS: [OnceLock<Sheet>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    slot(&SHEETS, mode)
        .get_or_init(|| build_variables(mode))
        .clone()
}

/// The component rules and column classes, the same in every mode (they only read the
/// custom properties of [`variables_sheet`]).
///
/// ```
/// use stylist::ast::ToStyleStr;
///
/// let text = yewform_themes::rules_sheet().to_style_str(None);
/// assert!(text.contains(".yf-combo-option"));
/// assert!(!text.contains("--yf-bg:"));
/// ```
pub fn rules_sheet() -> Sheet {
    static SHEET: OnceLock<Sheet> = OnceLock::new();
    SHEET.get_or_init(build_rules).clone()
}

/// The whole stylist [`Sheet`] of the theme for `mode`: [`variables_sheet`] then
/// [`rules_sheet`]. Built once per mode, then shared (cheap to clone).
///
/// ```
/// use yewform_themes::{Mode, sheet};
///
/// assert!(!sheet(Mode::Dark).is_empty());
/// ```
pub fn sheet(mode: Mode) -> Sheet {
    static SHEETS: [OnceLock<Sheet>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    slot(&SHEETS, mode)
        .get_or_init(|| {
            let vars = variables_sheet(mode);
            let rules = rules_sheet();
            Sheet::from(vars.iter().chain(rules.iter()).cloned().collect::<Vec<_>>())
        })
        .clone()
}

/// The theme's CSS text for `mode`: the custom properties on `:where(:root)` (`--yf-bg`, `--yf-text`,
/// `--yf-color-primary`, `--yf-border`, `--yf-danger`, `--yf-focus-ring`, `--yf-radius`, …),
/// for [`Mode::System`] the light set plus the dark set under
/// `@media (prefers-color-scheme: dark)`, then a rule for every class of
/// [`class_map`](crate::class_map), `.yf-sr-only`, and the column classes.
///
/// Use it to serve a static stylesheet (SSR, no stylist at runtime); in a Yew app
/// [`ThemeProvider`](crate::ThemeProvider) injects the same CSS.
///
/// ```
/// use yewform_themes::{Mode, css};
///
/// let dark = css(Mode::Dark);
/// assert!(dark.contains("--yf-bg: #111827;"));
/// assert!(dark.contains(".yf-combo-dropdown {"));
/// assert!(css(Mode::System).contains("@media (prefers-color-scheme: dark)"));
/// ```
pub fn css(mode: Mode) -> String {
    sheet(mode).to_style_str(None)
}

#[cfg(test)]
mod moved_list_tests {
    use super::css;
    use crate::Mode;

    /// The list moved out of the element (`appendToBody` / `appendTo`) is styled outside any
    /// element container and sits above other content.
    #[test]
    fn the_moved_list_has_its_own_unscoped_rule_with_a_high_z_index() {
        for mode in [Mode::Light, Mode::Dark, Mode::System] {
            let text = css(mode);
            let rule = text
                .split(".yf-combo-dropdown[data-appended] {")
                .nth(1)
                .and_then(|rest| rest.split('}').next())
                .unwrap_or_default();
            assert!(
                rule.contains("z-index: var(--yf-z-dropdown-appended, 1000)"),
                "{rule}"
            );
            assert!(rule.contains("font-size: var(--yf-font-size)"), "{rule}");
        }
    }
}
