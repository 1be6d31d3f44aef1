//! The Tailwind theme: the default map's keys with Tailwind utility classes.
//!
//! Use it with the app's own Tailwind build, which must see this file's class strings:
//!
//! - Tailwind v4 (`@tailwindcss/cli`), in the input CSS:
//!   ```css
//!   @import "tailwindcss";
//!   @source "../src/**/*.rs";
//!   /* the yewform-themes sources: a path dependency, or the crate in Cargo's registry */
//!   @source "<cargo home>/registry/src/*/yewform-themes-*/src/**/*.rs";
//!   /* dark: as a class on an ancestor (the map uses `dark:` variants) */
//!   @custom-variant dark (&:where(.dark, .dark *));
//!   ```
//! - Tailwind v3 (`tailwindcss` package), in `tailwind.config.js`:
//!   ```js
//!   module.exports = {
//!     darkMode: "class",
//!     content: ["./src/**/*.rs", "<cargo home>/registry/src/*/yewform-themes-*/src/**/*.rs"],
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

use crate::style::map_of;

/// The CSS the utilities cannot express (`themes/css/tailwind.css`); serve it with the app's
/// Tailwind build.
pub const CSS: &str = include_str!("../css/tailwind.css");

/// The Tailwind theme's class map: the same components and keys as
/// [`class_map`](crate::class_map), with Tailwind utility classes (and the `yf-tw-*` classes
/// of [`CSS`]).
pub fn class_map() -> Value {
    map_of(
        &[
            ("Form", FORM),
            ("ElementLayout", ELEMENT_LAYOUT),
            ("ElementLabel", ELEMENT_LABEL),
            ("ElementInfo", ELEMENT_INFO),
            ("ElementDescription", ELEMENT_DESCRIPTION),
            ("ElementError", ELEMENT_ERROR),
            ("ElementText", ELEMENT_TEXT),
            ("SelectElement", SELECT_ELEMENT),
            ("TEditorElement", T_EDITOR_ELEMENT),
        ],
        SELECT_ELEMENT_SELECT,
    )
}

const FORM: &[(&str, &str)] = &[
    (
        "container",
        "font-sans text-base leading-normal text-gray-900 dark:text-gray-100",
    ),
    ("form", "yf-tw-grid grid grid-cols-12 gap-x-4 gap-y-5"),
    (
        "error",
        "rounded-md border border-red-500 bg-red-50 px-3 py-2 text-red-700 dark:bg-red-950 dark:text-red-300",
    ),
    (
        "languages",
        "flex flex-wrap gap-1 border-b border-gray-200 dark:border-gray-700",
    ),
    (
        "language",
        "yf-tw-language -mb-px cursor-pointer border-b-2 border-transparent px-3 py-1.5 text-gray-500 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100",
    ),
    (
        "language_selected",
        "!border-blue-600 font-semibold !text-blue-600 dark:!border-blue-400 dark:!text-blue-400",
    ),
    (
        "submit",
        "yf-tw-submit cursor-pointer justify-self-start rounded-md bg-blue-600 px-4 py-2 font-semibold text-white shadow-sm hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50",
    ),
];

const ELEMENT_LAYOUT: &[(&str, &str)] = &[
    ("container", "min-w-0"),
    ("container_sm", "text-sm"),
    ("container_md", "text-base"),
    ("container_lg", "text-lg"),
    (
        "container_error",
        "[&_label]:text-red-600 dark:[&_label]:text-red-400",
    ),
    (
        "outerWrapper",
        "yf-tw-grid grid grid-cols-12 items-start gap-x-4 gap-y-1.5",
    ),
    (
        "innerContainer",
        "yf-tw-grid grid min-w-0 grid-cols-12 gap-y-1.5",
    ),
    ("innerWrapperBefore", "min-w-0"),
    ("innerWrapper", "relative min-w-0"),
    ("innerWrapperAfter", "flex min-w-0 flex-col gap-1"),
    ("inline", "inline-flex items-center gap-2 align-middle"),
];

const ELEMENT_LABEL: &[(&str, &str)] = &[
    (
        "container",
        "block min-w-0 font-medium text-gray-900 dark:text-gray-100",
    ),
    ("wrapper", "inline"),
    ("required", "ml-0.5 text-red-600 dark:text-red-400"),
    (
        "floating",
        "pointer-events-none absolute top-0 left-2 z-10 -translate-y-1/2 truncate bg-white px-1 text-xs leading-none text-gray-500 dark:bg-gray-900 dark:text-gray-400",
    ),
    ("floating_visible", "visible opacity-100"),
];

const ELEMENT_INFO: &[(&str, &str)] = &[
    (
        "container",
        "group relative ml-1.5 inline-flex cursor-help align-middle text-gray-400 hover:text-blue-600 [&>svg]:size-[1.125rem]",
    ),
    ("wrapper", "inline-flex items-center"),
    (
        "content",
        "invisible absolute z-20 w-max max-w-64 rounded-md bg-gray-900 px-2.5 py-1.5 text-sm leading-snug font-normal text-white opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:bg-gray-100 dark:text-gray-900",
    ),
    (
        "content_top",
        "bottom-[calc(100%+0.5rem)] left-1/2 -translate-x-1/2",
    ),
    (
        "content_right",
        "top-1/2 left-[calc(100%+0.5rem)] -translate-y-1/2",
    ),
    (
        "content_bottom",
        "top-[calc(100%+0.5rem)] left-1/2 -translate-x-1/2",
    ),
    (
        "content_left",
        "top-1/2 right-[calc(100%+0.5rem)] -translate-y-1/2",
    ),
];

const ELEMENT_DESCRIPTION: &[(&str, &str)] =
    &[("container", "text-sm text-gray-500 dark:text-gray-400")];

const ELEMENT_ERROR: &[(&str, &str)] = &[(
    "container",
    "text-sm font-medium text-red-600 dark:text-red-400",
)];

const ELEMENT_TEXT: &[(&str, &str)] = &[("container", "text-gray-900 dark:text-gray-100")];

const SELECT_ELEMENT: &[(&str, &str)] = &[
    ("container", "min-w-0"),
    (
        "input",
        "block w-full appearance-none rounded-md border border-gray-300 bg-white pr-9 pl-3 text-gray-900 shadow-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/40 focus:outline-none dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100",
    ),
    ("input_enabled", "cursor-pointer hover:border-gray-400"),
    (
        "input_disabled",
        "cursor-not-allowed !bg-gray-100 !text-gray-400 dark:!bg-gray-800 dark:!text-gray-500",
    ),
    ("input_success", "!border-green-600"),
    ("input_danger", "!border-red-500 focus:!ring-red-500/40"),
    ("input_sm", "min-h-8 py-1 text-sm"),
    ("input_md", "min-h-10 py-2 text-base"),
    ("input_lg", "min-h-12 py-2.5 text-lg"),
    ("inputWrapper", "relative"),
    ("inputPlaceholder", "text-gray-500 dark:text-gray-400"),
    (
        "inputCaret",
        "pointer-events-none absolute top-1/2 right-3 flex size-4 -translate-y-1/2 text-gray-500 [&>svg]:size-full",
    ),
];

const SELECT_ELEMENT_SELECT: &[(&str, &str)] = &[
    (
        "container",
        "relative flex min-h-10 w-full cursor-pointer items-center rounded-md border border-gray-300 bg-white text-gray-900 shadow-sm focus-within:ring-2 focus-within:ring-blue-500/40 hover:border-gray-400 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100",
    ),
    (
        "containerDisabled",
        "cursor-not-allowed !bg-gray-100 !text-gray-400 dark:!bg-gray-800 dark:!text-gray-500",
    ),
    ("containerOpen", "rounded-b-none !border-blue-500"),
    ("containerOpenTop", "!rounded-t-none !rounded-b-md"),
    ("containerActive", "!border-blue-500"),
    ("containerDanger", "!border-red-500"),
    (
        "wrapper",
        "relative flex min-h-9 min-w-0 flex-1 items-center justify-end gap-1 rounded-[inherit] pr-2 pl-3 outline-none",
    ),
    (
        "singleLabel",
        "pointer-events-none absolute inset-y-0 left-0 flex max-w-[calc(100%-4rem)] items-center pl-3",
    ),
    ("singleLabelText", "block min-w-0"),
    ("singleLabelTruncate", "truncate"),
    (
        "search",
        "min-w-0 flex-1 self-stretch appearance-none border-0 bg-transparent px-3 text-inherit placeholder:text-gray-500 dark:placeholder:text-gray-400 focus:ring-0 focus:outline-none",
    ),
    (
        "placeholder",
        "pointer-events-none absolute inset-y-0 left-0 flex max-w-[calc(100%-4rem)] items-center truncate pl-3 text-gray-500 dark:text-gray-400",
    ),
    (
        "caret",
        "pointer-events-none mr-2 flex size-4 flex-none text-gray-500 transition-transform [&>svg]:size-full",
    ),
    ("caretOpen", "rotate-180"),
    (
        "clear",
        "yf-tw-clear relative z-10 inline-flex size-6 flex-none cursor-pointer items-center justify-center rounded text-gray-500 hover:bg-gray-100 hover:text-gray-900 dark:hover:bg-gray-800 dark:hover:text-gray-100",
    ),
    ("clearIcon", "flex size-4 [&>svg]:size-full"),
    (
        "spinner",
        "mx-1 flex size-4 flex-none animate-spin text-blue-600 [&>svg]:size-full",
    ),
    (
        "dropdown",
        "yf-tw-dropdown absolute inset-x-[-1px] top-full z-50 cursor-default overflow-y-auto overscroll-contain rounded-b-md border border-blue-500 bg-white text-gray-900 shadow-lg dark:bg-gray-900 dark:text-gray-100",
    ),
    (
        "dropdownTop",
        "!top-auto bottom-full !rounded-t-md !rounded-b-none",
    ),
    ("dropdownHidden", "hidden"),
    ("options", "relative m-0 list-none p-0"),
    ("optionsTop", "relative"),
    ("group", "relative list-none"),
    (
        "groupLabel",
        "yf-tw-row cursor-default truncate bg-gray-50 px-3 text-sm font-semibold text-gray-500 dark:bg-gray-800 dark:text-gray-400",
    ),
    (
        "groupLabelDisabled",
        "cursor-not-allowed !text-gray-300 dark:!text-gray-600",
    ),
    ("groupOptions", "relative list-none"),
    ("option", "yf-tw-row cursor-pointer truncate px-3"),
    ("optionPointed", "bg-gray-100 dark:bg-gray-800"),
    ("optionSelected", "!bg-blue-600 font-semibold !text-white"),
    (
        "optionDisabled",
        "cursor-not-allowed !bg-transparent !text-gray-400 dark:!text-gray-600",
    ),
    ("optionSelectedPointed", "ring-2 ring-white/40 ring-inset"),
    (
        "noOptions",
        "px-3 py-2 text-sm text-gray-500 dark:text-gray-400",
    ),
    (
        "noResults",
        "px-3 py-2 text-sm text-gray-500 dark:text-gray-400",
    ),
    ("assist", "sr-only"),
    ("spacer", "pointer-events-none m-0 block list-none p-0"),
];

const T_EDITOR_ELEMENT: &[(&str, &str)] = &[
    ("container", "min-w-0"),
    (
        "input",
        "yf-tw-editor relative grid w-full grid-cols-1 rounded-md border border-gray-300 bg-white text-gray-900 shadow-sm dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100",
    ),
    ("input_enabled", "hover:border-gray-400"),
    (
        "input_disabled",
        "cursor-not-allowed !bg-gray-100 !text-gray-400 dark:!bg-gray-800 dark:!text-gray-500",
    ),
    ("input_focused", "!border-blue-500 ring-2 ring-blue-500/40"),
    ("input_success", "!border-green-600"),
    ("input_danger", "!border-red-500"),
    ("input_sm", "text-sm [--yf-tw-editor-min:6rem]"),
    ("input_md", "text-base [--yf-tw-editor-min:8rem]"),
    ("input_lg", "text-lg [--yf-tw-editor-min:10rem]"),
    (
        "toolbar",
        "yf-tw-editor-toolbar flex flex-wrap items-center gap-0.5 border-b border-gray-200 p-1 dark:border-gray-700",
    ),
    (
        "tool",
        "yf-tw-tool inline-flex size-8 cursor-pointer items-center justify-center rounded border border-transparent text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:text-gray-300 dark:text-gray-300 dark:hover:bg-gray-800 [&>svg]:size-[1.125rem]",
    ),
    (
        "tool_active",
        "!border-blue-500 bg-blue-50 !text-blue-700 dark:bg-blue-950 dark:!text-blue-300",
    ),
    ("tool_hidden", "!hidden"),
    (
        "content",
        "yf-tw-editor-content min-h-[var(--yf-tw-editor-min,8rem)] cursor-text px-3 py-2 outline-none",
    ),
    (
        "placeholder",
        "yf-tw-editor-placeholder pointer-events-none self-start truncate px-3 py-2 text-gray-500 dark:text-gray-400",
    ),
    (
        "attachment",
        "relative my-1 inline-block max-w-full align-bottom [&_img]:block [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
    ),
    (
        "attachment_progress",
        "block h-1.5 w-full appearance-none overflow-hidden rounded-full accent-blue-600",
    ),
    (
        "dropzone",
        "yf-tw-editor-dropzone bg-blue-50/60 outline-2 -outline-offset-4 outline-blue-500 outline-dashed dark:bg-blue-950/60",
    ),
];
