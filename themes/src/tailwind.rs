//! The Tailwind theme: the default map's keys with Tailwind utility classes.
//!
//! Use it with the app's own Tailwind build, which must see the class strings of
//! `src/tailwind_class_map.json` (the map this module reads):
//!
//! - Tailwind v4 (`@tailwindcss/cli`), in the input CSS:
//!   ```css
//!   @import "tailwindcss";
//!   @source "../src/**/*.rs";
//!   /* the yewform-themes sources: a path dependency, or the crate in Cargo's registry */
//!   @source "<cargo home>/registry/src/*/yewform-themes-*/src/**/*.rs";
//!   @source "<cargo home>/registry/src/*/yewform-themes-*/src/**/*.json";
//!   /* dark: as a class on an ancestor (the map uses `dark:` variants) */
//!   @custom-variant dark (&:where(.dark, .dark *));
//!   ```
//! - Tailwind v3 (`tailwindcss` package), in `tailwind.config.js`:
//!   ```js
//!   module.exports = {
//!     darkMode: "class",
//!     content: ["./src/**/*.rs", "<cargo home>/registry/src/*/yewform-themes-*/src/**/*.{rs,json}"],
//!   };
//!   ```
//!
//! plus [`CSS`] (`themes/css/tailwind.css`): what utilities do not express (the windowed
//! list's fixed row height, the form grid's default full-width cells, the editor surface's
//! grid areas and the content styles inside its `contenteditable`, which Tailwind's preflight
//! resets). Serve it (or `@import` it into the Tailwind input) next to the Tailwind build.
//! The class strings use the `!` prefix for state overrides, which v3 and v4 both read.
//!
//! ```
//! let map = yewform_themes::tailwind::class_map();
//! assert!(map["SelectElement"]["select"]["option"].as_str().is_some_and(|c| c.contains("yf-tw-row")));
//! ```

use serde_json::Value;

/// The CSS the utilities cannot express (`themes/css/tailwind.css`); serve it with the app's
/// Tailwind build.
pub const CSS: &str = include_str!("../css/tailwind.css");

/// The Tailwind theme's class map: the same components and keys as
/// [`class_map`](crate::class_map), with Tailwind utility classes (and the `yf-tw-*` classes
/// of [`CSS`]).
pub fn class_map() -> Value {
    // JSON text, as the default class map (docs/size.md).
    serde_json::from_str(include_str!(concat!(
        env!("OUT_DIR"),
        "/tailwind_class_map.json"
    )))
    .unwrap_or_else(|_| Value::Object(serde_json::Map::new()))
}
