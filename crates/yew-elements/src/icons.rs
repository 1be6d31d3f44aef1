//! The icons of the elements: the select's caret, clear button and spinner and the info marker,
//! which the elements draw with these functions, and the editor's tools.
//!
//! The editor does not call its tools' functions: a tool bar of 14 inline SVGs per editor
//! doubled the DOM and the mount time of a form of editors (issue 29 item 4), so the theme's
//! CSS draws each tool's icon instead (a `::before` of the button, masked by the same shapes
//! as an SVG image, in `currentColor`; see `yewform-themes`' `css/components.css`, rules
//! `[data-tool="…"]`), no DOM node per icon. The functions stay for apps that draw the tools'
//! icons themselves (their own tool bar, a help text).
//!
//! Each function returns one inline SVG on a 24×24 grid, drawn with 2px round strokes in
//! `currentColor` (so it takes the text colour of its control, in light and dark themes), sized
//! `1em` (the theme resizes it through its control's class), with `aria-hidden="true"` and
//! `focusable="false"`: an icon is decoration, the control around it carries the accessible name.
//! The markup is static, so a render costs the virtual node and nothing more.
//!
//! The path data is taken from [Lucide](https://lucide.dev) (`lucide-static` 1.62.0, ISC
//! licence, some icons derived from Feather, MIT); the licence text is in `LICENSE-LUCIDE` next
//! to this crate's manifest. The Lucide name of each icon is given in its documentation.
//!
//! ```
//! use yew::prelude::*;
//! use yewform_elements::{ElementHandle, icons};
//!
//! // A caret slot that keeps the theme's look.
//! let caret: Callback<ElementHandle, Html> = Callback::from(|_| icons::chevron_down());
//! # let _ = caret;
//! ```

use yew::prelude::*;

/// One icon: the shared `<svg>` frame (24×24 grid, 2px round strokes in `currentColor`,
/// `1em`, hidden from assistive technology) around the icon's shapes (`before`, then one
/// `<path>` per entry of `paths`).
fn icon(paths: &'static [&'static str], before: Html) -> Html {
    html! {
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor"
            stroke-width="2" stroke-linecap="round" stroke-linejoin="round"
            aria-hidden="true" focusable="false">
            { before }
            { for paths.iter().map(|d| html! { <path d={*d} /> }) }
        </svg>
    }
}

/// An icon: a function that draws it.
pub type Icon = fn() -> Html;

/// Every icon with its name, for listings and tests.
pub const ALL: &[(&str, Icon)] = &[
    ("bold", bold),
    ("italic", italic),
    ("strikethrough", strikethrough),
    ("link", link),
    ("heading", heading),
    ("quote", quote),
    ("code", code),
    ("bullet-list", bullet_list),
    ("number-list", number_list),
    ("indent-decrease", indent_decrease),
    ("indent-increase", indent_increase),
    ("paperclip", paperclip),
    ("undo", undo),
    ("redo", redo),
    ("chevron-down", chevron_down),
    ("x", x),
    ("spinner", spinner),
    ("info", info),
];

/// Bold (Lucide `bold`).
pub fn bold() -> Html {
    icon(
        &["M6 12h9a4 4 0 0 1 0 8H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h7a4 4 0 0 1 0 8"],
        Html::default(),
    )
}

/// Italic (Lucide `italic`).
pub fn italic() -> Html {
    icon(&["M19 4h-9", "M14 20H5", "M15 4 9 20"], Html::default())
}

/// Strikethrough (Lucide `strikethrough`).
pub fn strikethrough() -> Html {
    icon(
        &[
            "M16 4H9a3 3 0 0 0-2.83 4",
            "M14 12a4 4 0 0 1 0 8H6",
            "M4 12h16",
        ],
        Html::default(),
    )
}

/// A link (Lucide `link`).
pub fn link() -> Html {
    icon(
        &[
            "M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71",
            "M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71",
        ],
        Html::default(),
    )
}

/// A heading (Lucide `heading`).
pub fn heading() -> Html {
    icon(&["M6 12h12", "M6 20V4", "M18 20V4"], Html::default())
}

/// A quotation (Lucide `quote`).
pub fn quote() -> Html {
    icon(
        &[
            "M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z",
            "M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z",
        ],
        Html::default(),
    )
}

/// Code (Lucide `code`).
pub fn code() -> Html {
    icon(&["m16 18 6-6-6-6", "m8 6-6 6 6 6"], Html::default())
}

/// A bulleted list (Lucide `list`).
pub fn bullet_list() -> Html {
    icon(
        &[
            "M3 5h.01",
            "M3 12h.01",
            "M3 19h.01",
            "M8 5h13",
            "M8 12h13",
            "M8 19h13",
        ],
        Html::default(),
    )
}

/// A numbered list (Lucide `list-ordered`; its digits are strokes, not text).
pub fn number_list() -> Html {
    icon(
        &[
            "M11 5h10",
            "M11 12h10",
            "M11 19h10",
            "M4 4h1v5",
            "M4 9h2",
            "M6.5 20H3.4c0-1 2.6-1.925 2.6-3.5a1.5 1.5 0 0 0-2.6-1.02",
        ],
        Html::default(),
    )
}

/// Less nesting (Lucide `indent-decrease`).
pub fn indent_decrease() -> Html {
    icon(
        &["M21 5H11", "M21 12H11", "M21 19H11", "m7 8-4 4 4 4"],
        Html::default(),
    )
}

/// More nesting (Lucide `indent-increase`).
pub fn indent_increase() -> Html {
    icon(
        &["M21 5H11", "M21 12H11", "M21 19H11", "m3 8 4 4-4 4"],
        Html::default(),
    )
}

/// An attachment (Lucide `paperclip`).
pub fn paperclip() -> Html {
    icon(
        &[
            "m16 6-8.414 8.586a2 2 0 0 0 2.829 2.829l8.414-8.586a4 4 0 1 0-5.657-5.657l-8.379 8.551a6 6 0 1 0 8.485 8.485l8.379-8.551",
        ],
        Html::default(),
    )
}

/// Undo (Lucide `undo-2`).
pub fn undo() -> Html {
    icon(
        &[
            "M9 14 4 9l5-5",
            "M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11",
        ],
        Html::default(),
    )
}

/// Redo (Lucide `redo-2`).
pub fn redo() -> Html {
    icon(
        &[
            "m15 14 5-5-5-5",
            "M20 9H9.5A5.5 5.5 0 0 0 4 14.5A5.5 5.5 0 0 0 9.5 20H13",
        ],
        Html::default(),
    )
}

/// The select's caret (Lucide `chevron-down`; the theme turns it up while the list is open).
pub fn chevron_down() -> Html {
    icon(&["m6 9 6 6 6-6"], Html::default())
}

/// A cross, for the clear button (Lucide `x`).
pub fn x() -> Html {
    icon(&["M18 6 6 18", "m6 6 12 12"], Html::default())
}

/// The loading spinner: an open circle the theme rotates (Lucide `loader-circle`).
pub fn spinner() -> Html {
    icon(&["M21 12a9 9 0 1 1-6.219-8.56"], Html::default())
}

/// The info marker: an "i" in a circle (Lucide `info`).
pub fn info() -> Html {
    icon(
        &["M12 16v-4", "M12 8h.01"],
        html! { <circle cx="12" cy="12" r="10" /> },
    )
}
