//! # yewform-themes
//!
//! Themes of yewform: the default theme's class map, its CSS (a light and a dark set of
//! custom properties), and the Yew integration through stylist.
//!
//! - [`class_map`]: `{ "<Component>": { "<key>": "yf-… classes" } }`, read by the elements.
//! - [`css`] / [`sheet`]: the stylesheet for a [`Mode`] (`Light`, `Dark`, `System`).
//! - `tailwind` and `bootstrap` (features of the same names, on by default): the same keys
//!   with Tailwind utilities or Bootstrap 5 classes, chosen with [`ThemeStyle`]
//!   (`<ThemeProvider style={ThemeStyle::Tailwind}>`).
//! - [`ThemeProvider`], [`use_theme`], [`ThemeContext`]: the context, as in stylist's
//!   `yew-theme-hooks` example (theme enum → theme struct, a context, a provider, a hook).
//!
//! ```no_run
//! use yew::prelude::*;
//! use yewform_themes::{ThemeKind, ThemeProvider, use_theme};
//!
//! #[component]
//! fn Field() -> Html {
//!     let theme = use_theme();
//!     html! { <select class={theme.class("SelectElement", "input").to_string()} /> }
//! }
//!
//! #[component]
//! fn App() -> Html {
//!     html! {
//!         <ThemeProvider kind={ThemeKind::Dark}>
//!             <Field />
//!         </ThemeProvider>
//!     }
//! }
//! ```
//!
//! ## Features
//!
//! - `tailwind` (default): [`ThemeStyle::Tailwind`](ThemeStyle), the `tailwind` module's
//!   class map and its CSS.
//! - `bootstrap` (default): [`ThemeStyle::Bootstrap`](ThemeStyle), the `bootstrap` module's
//!   class map and its CSS.
//!
//!   Without one of the two its variant, class map and CSS are not compiled (an app that uses
//!   the default theme ships neither) and [`ThemeStyle::from_name`] returns `None` for its
//!   name. `yewform-elements` depends on this crate without them; an app that uses a style
//!   enables it on its own `yewform-themes` dependency (the default features do).
//! - `editor` (default): the `TEditorElement` part of the theme, its rules in [`css`] /
//!   [`rules_sheet`] and its entries in [`class_map`] (and in the Tailwind and Bootstrap
//!   maps). Without it they are left out, so an app without the editor does not ship them;
//!   `yewform-elements`' `editor` feature turns it on.
//! - `static`, `button` (default): the `StaticElement` / `ButtonElement` part of the theme,
//!   left out without them as the editor's; `yewform-elements`' `static` / `button` features
//!   turn them on.
//! - `text`, `choice` (default): the `TextElement` / `TextareaElement` part and the choice
//!   elements' part (checkbox, toggle, radio, the two groups), likewise; turned on by
//!   `yewform-elements`' `text` / `textarea` and by any of its five choice features.
//! - `multiselect`, `tags` (default): the `MultiselectElement` / `TagsElement` entries of the
//!   class maps, and (with either of them) the rules both share in [`css`]: the native
//!   `<select multiple>`, the collapsed "2 options selected" label, the chips
//!   (`yf-combo-tag`, in the primary colour, a focus ring on their remove button), the tags'
//!   search input and the visually hidden live region; `yewform-elements`' `multiselect` /
//!   `tags` features turn them on.
//! - `object`, `group`, `list` (default): the `ObjectElement` / `GroupElement` /
//!   `ListElement` entries of the class maps, and (with any of them) the rules the three share
//!   in [`css`]: the children's 12-column grid in a borderless `<fieldset>` (`yf-object-wrapper`,
//!   `yf-group-wrapper`), the list's items, their remove / move up / move down buttons
//!   (`yf-list-remove`, …: 2rem square, a focus ring, greyed when disabled), drag handle, add
//!   button (`yf-list-add`, the primary colour) and visually hidden live region;
//!   `yewform-elements`' `object` / `group` / `list` features turn them on.
//! - `csr`: enables `yew/csr`.
//! - `ssr`: enables `yew/ssr` and `stylist/ssr`.
//! - `hydration`: enables `yew/hydration`, `stylist/hydration` and `stylist/ssr` (stylist
//!   0.15.1 does not compile `hydration` alone once yew's `ssr` is on); implies `csr`.
//!
//! [`ThemeProvider`] renders no markup of its own and injects its CSS in the browser only, so
//! server-rendered markup hydrates without a mismatch; serve [`css`] in the page's `<head>`
//! for the first paint.

// The README (shown on crates.io) is tested with the doc tests, not rendered twice.
#![cfg_attr(doctest, doc = include_str!("../README.md"))]

#[cfg(feature = "bootstrap")]
pub mod bootstrap;
mod class_map;
mod columns;
mod context;
mod kind;
mod palette;
mod provider;
mod sheet_build;
mod style;
mod stylesheet;
#[cfg(feature = "tailwind")]
pub mod tailwind;
mod theme;
mod use_theme;

pub use class_map::{class_map, class_of, merge_class_map};
pub use columns::{BREAKPOINTS, GRID_COLUMNS, column_class};
pub use context::ThemeContext;
pub use kind::{Mode, ThemeKind};
pub use palette::{COLORS, CONTRAST_PAIRS, ColorVar, ContrastPair, MODE_EXTRAS, SHARED_VARS};
pub use provider::{ThemeProvider, ThemeProviderProps};
pub use style::ThemeStyle;
pub use stylesheet::{DROPDOWN_ROWS, OPTION_ROW_PX, css, rules_sheet, sheet, variables_sheet};
pub use theme::{Theme, ThemeAction};
pub use use_theme::use_theme;
