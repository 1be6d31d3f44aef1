//! The theme's CSS: custom properties per [`Mode`], the component rules and the columns.

use std::sync::OnceLock;

use stylist::ast::{ScopeContent, Sheet, ToStyleStr};

use crate::columns::column_rules;
use crate::palette::{COLORS, MODE_EXTRAS, SHARED_VARS};
use crate::sheet_build::{attr, block, media};
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

/// The stylistic rules of every component. Kept as a CSS literal that `stylist::sheet!`
/// parses at compile time, so no parser ships to the browser.
fn component_rules() -> Sheet {
    stylist::ast::sheet!(
        r#"
/* ---- Form ---------------------------------------------------------------------- */
.yf-form-container {
    color: var(--yf-text);
    background-color: var(--yf-bg);
    font-family: var(--yf-font-family);
    font-size: var(--yf-font-size);
    line-height: 1.5;
}
.yf-form {
    display: grid;
    grid-template-columns: repeat(12, minmax(0, 1fr));
    row-gap: var(--yf-gap);
    column-gap: var(--yf-gap-x);
    margin: 0;
}
.yf-form-error {
    grid-column: 1 / -1;
    margin: 0;
    padding: 0.5rem 0.75rem;
    color: var(--yf-danger);
    background-color: var(--yf-bg);
    border: 1px solid var(--yf-danger);
    border-radius: var(--yf-radius);
}
.yf-languages {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0 0 var(--yf-gap);
    padding: 0;
    list-style: none;
    border-bottom: 1px solid var(--yf-border-subtle);
}
.yf-language {
    appearance: none;
    margin: 0 0 -1px;
    padding: 0.375rem 0.75rem;
    border: 0;
    border-bottom: 2px solid transparent;
    background: transparent;
    color: var(--yf-text-muted);
    font: inherit;
    cursor: pointer;
}
.yf-language:hover {
    color: var(--yf-text);
}
.yf-language-selected {
    color: var(--yf-color-primary);
    border-bottom-color: var(--yf-color-primary);
    font-weight: 600;
}
.yf-submit {
    grid-column: 1 / -1;
    justify-self: start;
    appearance: none;
    box-sizing: border-box;
    min-height: var(--yf-control-height);
    padding: 0 1rem;
    border: var(--yf-border-width) solid var(--yf-color-primary);
    border-radius: var(--yf-radius);
    background-color: var(--yf-color-primary);
    color: var(--yf-on-primary);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
}
.yf-submit:hover {
    background-color: var(--yf-color-primary-hover);
    border-color: var(--yf-color-primary-hover);
}
.yf-submit:disabled {
    background-color: var(--yf-disabled-bg);
    border-color: var(--yf-border-subtle);
    color: var(--yf-disabled-text);
    cursor: not-allowed;
}
.yf-submit:focus-visible, .yf-language:focus-visible, .yf-info-trigger:focus-visible, .yf-combo-clear:focus-visible, .yf-editor-tool:focus-visible, .yf-input:focus-visible {
    outline: 2px solid var(--yf-focus-ring);
    outline-offset: 2px;
}

/* ---- ElementLayout ------------------------------------------------------------- */
.yf-layout {
    grid-column: 1 / -1;
    min-width: 0;
}
.yf-layout-sm, .yf-input-sm, .yf-editor-sm {
    --yf-font-size: 0.875rem;
    --yf-control-height: 2rem;
    --yf-pad-x: 0.5rem;
    --yf-pad-y: 0.25rem;
    --yf-editor-min-height: 6rem;
}
.yf-layout-md, .yf-input-md, .yf-editor-md {
    --yf-font-size: 1rem;
    --yf-control-height: 2.5rem;
    --yf-pad-x: 0.75rem;
    --yf-pad-y: 0.375rem;
    --yf-editor-min-height: 8rem;
}
.yf-layout-lg, .yf-input-lg, .yf-editor-lg {
    --yf-font-size: 1.125rem;
    --yf-control-height: 3rem;
    --yf-pad-x: 1rem;
    --yf-pad-y: 0.5rem;
    --yf-editor-min-height: 10rem;
}
.yf-layout-sm .yf-label, .yf-layout-sm .yf-element-text {
    font-size: 0.875rem;
}
.yf-layout-lg .yf-label, .yf-layout-lg .yf-element-text {
    font-size: 1.125rem;
}
.yf-layout-error .yf-label {
    color: var(--yf-danger);
}
.yf-layout-outer {
    display: grid;
    grid-template-columns: repeat(12, minmax(0, 1fr));
    column-gap: var(--yf-gap-x);
    row-gap: 0.375rem;
    align-items: start;
}
.yf-layout-inner {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: repeat(12, minmax(0, 1fr));
    row-gap: 0.375rem;
    min-width: 0;
}
.yf-layout-before, .yf-layout-after {
    grid-column: 1 / -1;
    min-width: 0;
}
.yf-layout-wrapper {
    grid-column: 1 / -1;
    position: relative;
    min-width: 0;
}
.yf-layout-inline {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    vertical-align: middle;
}

/* ---- ElementLabel -------------------------------------------------------------- */
.yf-label {
    grid-column: 1 / -1;
    display: block;
    min-width: 0;
    color: var(--yf-text);
    font-weight: 500;
    overflow-wrap: break-word;
}
.yf-label-wrapper {
    display: inline;
}
.yf-label-required {
    margin-left: 0.125rem;
    color: var(--yf-danger);
}
.yf-floating-label {
    position: absolute;
    top: 0;
    left: calc(var(--yf-pad-x) - 0.25rem);
    z-index: 1;
    max-width: calc(100% - 2 * var(--yf-pad-x));
    padding: 0 0.25rem;
    overflow: hidden;
    background-color: var(--yf-bg);
    color: var(--yf-text-muted);
    font-size: 0.75rem;
    line-height: 1;
    white-space: nowrap;
    text-overflow: ellipsis;
    transform: translateY(-50%);
    pointer-events: none;
    opacity: 0;
    visibility: hidden;
    transition: opacity var(--yf-transition);
}
.yf-floating-label-visible {
    opacity: 1;
    visibility: visible;
}

/* ---- ElementInfo --------------------------------------------------------------- */
.yf-info {
    position: relative;
    display: inline-flex;
    margin-left: 0.375rem;
    vertical-align: middle;
}
.yf-info > svg {
    flex: none;
    display: block;
    width: 1.125rem;
    height: 1.125rem;
    color: var(--yf-text-muted);
    cursor: help;
}
.yf-info:hover > svg, .yf-info:focus-visible > svg {
    color: var(--yf-color-primary);
}
.yf-info-trigger {
    appearance: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background-color: var(--yf-text-muted);
    color: var(--yf-bg);
    font: inherit;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1;
    cursor: help;
}
.yf-info-content {
    position: absolute;
    z-index: var(--yf-z-tooltip);
    width: max-content;
    max-width: 16rem;
    padding: 0.375rem 0.625rem;
    border-radius: var(--yf-radius);
    background-color: var(--yf-tooltip-bg);
    color: var(--yf-tooltip-text);
    font-size: 0.875rem;
    font-weight: 400;
    line-height: 1.4;
    opacity: 0;
    visibility: hidden;
    transition: opacity var(--yf-transition);
}
.yf-info:hover .yf-info-content, .yf-info:focus-within .yf-info-content {
    opacity: 1;
    visibility: visible;
}
.yf-info-content-top {
    bottom: calc(100% + 0.5rem);
    left: 50%;
    transform: translateX(-50%);
}
.yf-info-content-bottom {
    top: calc(100% + 0.5rem);
    left: 50%;
    transform: translateX(-50%);
}
.yf-info-content-right {
    top: 50%;
    left: calc(100% + 0.5rem);
    transform: translateY(-50%);
}
.yf-info-content-left {
    top: 50%;
    right: calc(100% + 0.5rem);
    transform: translateY(-50%);
}

/* ---- Description, error, before / between / after -------------------------- */
.yf-description {
    color: var(--yf-text-muted);
    font-size: 0.875rem;
}
.yf-error {
    color: var(--yf-danger);
    font-size: 0.875rem;
    font-weight: 500;
}
.yf-element-text {
    color: var(--yf-text);
}

/* ---- SelectElement: native ----------------------------------------------------- */
.yf-select {
    min-width: 0;
}
.yf-input {
    box-sizing: border-box;
    display: block;
    width: 100%;
    min-height: var(--yf-control-height);
    margin: 0;
    padding: var(--yf-pad-y) var(--yf-pad-x);
    border: var(--yf-border-width) solid var(--yf-border);
    border-radius: var(--yf-radius);
    background-color: var(--yf-bg);
    color: var(--yf-text);
    font: inherit;
    font-size: var(--yf-font-size);
    line-height: 1.5;
    transition: border-color var(--yf-transition);
}
.yf-input-enabled:hover {
    border-color: var(--yf-border-hover);
}
.yf-input-disabled, .yf-input:disabled {
    border-color: var(--yf-border-subtle);
    background-color: var(--yf-disabled-bg);
    color: var(--yf-disabled-text);
    cursor: not-allowed;
}
.yf-input-success {
    border-color: var(--yf-success);
}
.yf-input-danger {
    border-color: var(--yf-danger);
}
.yf-input-danger:focus-visible {
    outline-color: var(--yf-danger);
}
.yf-native-select {
    appearance: none;
    padding-right: calc(2 * var(--yf-pad-x) + 0.75rem);
    cursor: pointer;
}
.yf-native-select option {
    background-color: var(--yf-bg);
    color: var(--yf-text);
}
.yf-native-select-wrapper {
    position: relative;
}
option.yf-native-select-placeholder {
    color: var(--yf-placeholder);
}
.yf-native-select-placeholder:not(option) {
    position: absolute;
    top: 50%;
    left: calc(var(--yf-pad-x) + var(--yf-border-width));
    max-width: calc(100% - 2 * var(--yf-pad-x) - 1.5rem);
    overflow: hidden;
    color: var(--yf-placeholder);
    white-space: nowrap;
    text-overflow: ellipsis;
    transform: translateY(-50%);
    pointer-events: none;
}
.yf-native-select-caret {
    position: absolute;
    top: 50%;
    right: var(--yf-pad-x);
    display: flex;
    width: 1rem;
    height: 1rem;
    color: var(--yf-text-muted);
    transform: translateY(-50%);
    pointer-events: none;
}
.yf-native-select-caret > svg, .yf-combo-caret > svg, .yf-combo-clear-icon > svg, .yf-combo-spinner > svg {
    flex: none;
    display: block;
    width: 100%;
    height: 100%;
}

/* ---- SelectElement: custom (combobox + windowed listbox) ----------------------- */
.yf-combo {
    position: relative;
    box-sizing: border-box;
    display: flex;
    align-items: center;
    width: 100%;
    min-height: var(--yf-control-height);
    border: var(--yf-border-width) solid var(--yf-border);
    border-radius: var(--yf-radius);
    background-color: var(--yf-bg);
    color: var(--yf-text);
    font-size: var(--yf-font-size);
    line-height: 1.5;
    cursor: pointer;
    transition: border-color var(--yf-transition);
}
.yf-combo:hover {
    border-color: var(--yf-border-hover);
}
.yf-combo-active, .yf-combo-open {
    border-color: var(--yf-color-primary);
}
.yf-combo:focus-visible {
    outline: 2px solid var(--yf-focus-ring);
    outline-offset: 2px;
}
.yf-combo-open {
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
}
.yf-combo-open-top {
    border-top-left-radius: 0;
    border-top-right-radius: 0;
    border-bottom-left-radius: var(--yf-radius);
    border-bottom-right-radius: var(--yf-radius);
}
.yf-combo-danger {
    border-color: var(--yf-danger);
}
.yf-combo-disabled {
    border-color: var(--yf-border-subtle);
    background-color: var(--yf-disabled-bg);
    color: var(--yf-disabled-text);
    cursor: not-allowed;
}
.yf-combo-disabled .yf-combo-placeholder, .yf-combo-disabled .yf-combo-search {
    color: var(--yf-disabled-text);
    cursor: not-allowed;
}
.yf-combo-wrapper {
    position: relative;
    box-sizing: border-box;
    display: flex;
    flex: 1 1 auto;
    align-items: center;
    justify-content: flex-end;
    gap: 0.25rem;
    min-width: 0;
    min-height: calc(var(--yf-control-height) - 2 * var(--yf-border-width));
    padding: 0 calc(var(--yf-pad-x) - 0.25rem) 0 var(--yf-pad-x);
    border-radius: inherit;
}
.yf-combo-single-label, .yf-combo-placeholder {
    position: absolute;
    top: 0;
    bottom: 0;
    left: 0;
    box-sizing: border-box;
    display: flex;
    align-items: center;
    max-width: calc(100% - 4rem);
    padding-left: var(--yf-pad-x);
    pointer-events: none;
}
.yf-combo-single-label-text {
    display: block;
    min-width: 0;
}
.yf-combo-truncate {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
}
.yf-combo-placeholder {
    overflow: hidden;
    color: var(--yf-placeholder);
    white-space: nowrap;
    text-overflow: ellipsis;
}
.yf-combo-search {
    appearance: none;
    box-sizing: border-box;
    flex: 1 1 auto;
    align-self: stretch;
    width: 100%;
    min-width: 0;
    margin: 0;
    padding: 0 0 0 var(--yf-pad-x);
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
}
.yf-combo-search::placeholder {
    color: var(--yf-placeholder);
    opacity: 1;
}
.yf-combo-caret {
    flex: 0 0 auto;
    display: flex;
    width: 1rem;
    height: 1rem;
    margin: 0 0.25rem 0 0;
    color: var(--yf-text-muted);
    transition: transform var(--yf-transition);
    pointer-events: none;
}
.yf-combo-caret-open {
    transform: rotate(180deg);
}
.yf-combo-clear {
    appearance: none;
    position: relative;
    z-index: 1;
    flex: 0 0 auto;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    padding: 0;
    border: 0;
    border-radius: var(--yf-radius);
    background: transparent;
    color: var(--yf-text-muted);
    cursor: pointer;
}
.yf-combo-clear:hover {
    background-color: var(--yf-option-pointed-bg);
    color: var(--yf-text);
}
.yf-combo-clear-icon {
    display: flex;
    width: 1rem;
    height: 1rem;
}
.yf-combo-spinner {
    flex: 0 0 auto;
    display: flex;
    width: 1rem;
    height: 1rem;
    margin: 0 0.25rem;
    color: var(--yf-color-primary);
    animation: yf-spin 0.8s linear infinite;
}
@keyframes yf-spin {
    from {
        transform: rotate(0deg);
    }
    to {
        transform: rotate(360deg);
    }
}
@keyframes yf-pulse {
    from {
        opacity: 1;
    }
    to {
        opacity: 0.35;
    }
}
.yf-combo-dropdown {
    position: absolute;
    top: 100%;
    right: calc(-1 * var(--yf-border-width));
    left: calc(-1 * var(--yf-border-width));
    z-index: var(--yf-z-dropdown);
    box-sizing: border-box;
    max-height: var(--yf-dropdown-max-height);
    overflow-y: auto;
    overscroll-behavior: contain;
    border: var(--yf-border-width) solid var(--yf-color-primary);
    border-radius: 0 0 var(--yf-radius) var(--yf-radius);
    background-color: var(--yf-surface);
    color: var(--yf-text);
    box-shadow: var(--yf-shadow);
    cursor: default;
}
.yf-combo-dropdown-top {
    top: auto;
    bottom: 100%;
    border-radius: var(--yf-radius) var(--yf-radius) 0 0;
}
.yf-combo-dropdown-hidden {
    display: none;
}
/* The list moved out of the element (appendToBody / appendTo): placed by the element
   (position: fixed at the field), above overlays such as modals, with the form's text. */
.yf-combo-dropdown[data-appended] {
    z-index: var(--yf-z-dropdown-appended, 1000);
    border-radius: var(--yf-radius);
    font-family: var(--yf-font-family);
    font-size: var(--yf-font-size);
    line-height: 1.5;
    text-align: start;
}
.yf-combo-options, .yf-combo-options-top, .yf-combo-group, .yf-combo-group-options {
    position: relative;
    margin: 0;
    padding: 0;
    list-style: none;
}
.yf-combo-option, .yf-combo-group-label {
    box-sizing: border-box;
    display: block;
    height: var(--yf-option-row);
    padding: 0 var(--yf-pad-x);
    overflow: hidden;
    line-height: var(--yf-option-row);
    white-space: nowrap;
    text-overflow: ellipsis;
}
.yf-combo-option {
    color: var(--yf-text);
    cursor: pointer;
}
.yf-combo-group-label {
    background-color: var(--yf-group-bg);
    color: var(--yf-text-muted);
    font-size: 0.875rem;
    font-weight: 600;
    cursor: default;
}
.yf-combo-group-label-disabled {
    background-color: var(--yf-disabled-bg);
    color: var(--yf-disabled-text);
    cursor: not-allowed;
}
.yf-combo-option-pointed {
    background-color: var(--yf-option-pointed-bg);
}
.yf-combo-option-selected {
    background-color: var(--yf-option-selected-bg);
    color: var(--yf-on-selected);
    font-weight: 600;
}
.yf-combo-option-selected-pointed, .yf-combo-option-selected.yf-combo-option-pointed {
    background-color: var(--yf-option-selected-pointed-bg);
    color: var(--yf-on-selected);
}
.yf-combo-option-disabled {
    background-color: transparent;
    color: var(--yf-disabled-text);
    cursor: not-allowed;
}
.yf-combo-no-options, .yf-combo-no-results {
    padding: 0.5rem var(--yf-pad-x);
    color: var(--yf-text-muted);
    font-size: 0.875rem;
    line-height: 1.5;
}
.yf-combo-spacer {
    display: block;
    margin: 0;
    padding: 0;
    border: 0;
    list-style: none;
    pointer-events: none;
}

/* ---- TEditorElement ------------------------------------------------------------ */
.yf-teditor {
    min-width: 0;
}
.yf-editor {
    position: relative;
    box-sizing: border-box;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "toolbar" "content";
    width: 100%;
    border: var(--yf-border-width) solid var(--yf-border);
    border-radius: var(--yf-radius);
    background-color: var(--yf-bg);
    color: var(--yf-text);
    font-size: var(--yf-font-size);
    line-height: 1.5;
    transition: border-color var(--yf-transition);
}
.yf-editor-enabled:hover {
    border-color: var(--yf-border-hover);
}
.yf-editor-focused {
    border-color: var(--yf-color-primary);
}
.yf-editor-success {
    border-color: var(--yf-success);
}
.yf-editor-danger {
    border-color: var(--yf-danger);
}
.yf-editor-disabled {
    border-color: var(--yf-border-subtle);
    background-color: var(--yf-disabled-bg);
    color: var(--yf-disabled-text);
    cursor: not-allowed;
}
.yf-editor-disabled .yf-editor-tool, .yf-editor-disabled .yf-editor-content {
    cursor: not-allowed;
}
.yf-editor-toolbar {
    grid-area: toolbar;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.125rem;
    padding: 0.25rem;
    border-bottom: 1px solid var(--yf-border-subtle);
}
.yf-editor-tool {
    appearance: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: 2rem;
    min-width: 2rem;
    height: 2rem;
    margin: 0;
    padding: 0;
    border: 1px solid transparent;
    border-radius: calc(var(--yf-radius) - 0.125rem);
    background: transparent;
    color: var(--yf-text);
    font: inherit;
    font-size: 0.875rem;
    line-height: 1;
    cursor: pointer;
}
/* Tool groups (text, blocks, files, history), as Trix draws them: a thin rule before the
   first tool of each group after the first; the history group sits at the end of the row. */
.yf-editor-tool[data-tool="heading"], .yf-editor-tool[data-tool="attach"] {
    position: relative;
    margin-left: 0.5625rem;
}
.yf-editor-tool[data-tool="heading"]::before, .yf-editor-tool[data-tool="attach"]::before {
    content: "";
    position: absolute;
    top: 0.375rem;
    bottom: 0.375rem;
    left: calc(-0.3125rem - 1px);
    border-left: 1px solid var(--yf-border-subtle);
    pointer-events: none;
}
.yf-editor-tool[data-tool="undo"] {
    margin-left: auto;
}
.yf-editor-tool > svg {
    flex: none;
    display: block;
    width: 1.125rem;
    height: 1.125rem;
}
.yf-editor-tool:hover {
    background-color: var(--yf-option-pointed-bg);
}
.yf-editor-tool:disabled {
    background: transparent;
    color: var(--yf-disabled-text);
    cursor: not-allowed;
}
.yf-editor-tool-active {
    border-color: var(--yf-color-primary);
    background-color: var(--yf-option-pointed-bg);
    color: var(--yf-text);
}
.yf-editor-tool-hidden {
    display: none;
}
.yf-editor-content {
    grid-area: content;
    box-sizing: border-box;
    min-height: var(--yf-editor-min-height);
    padding: var(--yf-pad-y) var(--yf-pad-x);
    overflow-wrap: anywhere;
    outline-offset: -2px;
    cursor: text;
}
.yf-editor-content a {
    color: var(--yf-color-primary);
}
.yf-editor-content blockquote {
    margin: 0 0 0.5em;
    padding-left: 0.75rem;
    border-left: 3px solid var(--yf-border-subtle);
}
.yf-editor-content pre {
    margin: 0 0 0.5em;
    padding: 0.5rem;
    border-radius: var(--yf-radius);
    background-color: var(--yf-group-bg);
    font-family: ui-monospace, monospace;
    white-space: pre-wrap;
}
.yf-editor-content ul, .yf-editor-content ol {
    margin: 0 0 0.5em;
    padding-left: 1.5rem;
}
.yf-editor-content h1 {
    margin: 0 0 0.5em;
    font-size: 1.25em;
}
.yf-editor-placeholder {
    grid-area: content;
    align-self: start;
    box-sizing: border-box;
    padding: var(--yf-pad-y) var(--yf-pad-x);
    overflow: hidden;
    color: var(--yf-placeholder);
    white-space: nowrap;
    text-overflow: ellipsis;
    pointer-events: none;
}
.yf-editor-attachment {
    position: relative;
    display: inline-block;
    max-width: 100%;
    margin: 0.25rem 0;
    vertical-align: bottom;
}
.yf-editor-attachment img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: var(--yf-radius);
}
.yf-editor-attachment-progress {
    appearance: none;
    display: block;
    width: 100%;
    height: 0.375rem;
    border: 0;
    border-radius: 999px;
    overflow: hidden;
    background-color: var(--yf-border-subtle);
    color: var(--yf-color-primary);
}
.yf-editor-attachment-progress::-webkit-progress-bar {
    background-color: var(--yf-border-subtle);
}
.yf-editor-attachment-progress::-webkit-progress-value {
    background-color: var(--yf-color-primary);
}
.yf-editor-attachment-progress::-moz-progress-bar {
    background-color: var(--yf-color-primary);
}
.yf-editor-dropzone {
    grid-row: 1 / -1;
    grid-column: 1 / -1;
    outline: 2px dashed var(--yf-color-primary);
    outline-offset: -4px;
    background-color: var(--yf-option-pointed-bg);
}

/* ---- Validation states ------------------------------------------------------------ */
/* The validation look shows at once (no border-color transition): a validate() that turns
   200 fields red would start 200 transitions, ~10 ms of style work in Chromium. */
.yf-input-danger, .yf-input-success, .yf-combo-danger, .yf-editor-danger, .yf-editor-success {
    transition: none;
}
/* ---- Accessibility helpers ------------------------------------------------------- */
.yf-sr-only, .yf-combo-assist {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
}
@supports selector(:has(*)) {
    .yf-combo:has(:focus-visible), .yf-editor:has(.yf-editor-content:focus-visible) {
        outline: 2px solid var(--yf-focus-ring);
        outline-offset: 2px;
    }
    .yf-combo-danger:has(:focus-visible) {
        outline-color: var(--yf-danger);
    }
    .yf-combo-wrapper:focus-visible, .yf-combo-search:focus-visible, .yf-editor-content:focus-visible {
        outline: none;
    }
}
@media (prefers-reduced-motion: reduce) {
    .yf-combo-spinner {
        animation: yf-pulse 1.2s ease-in-out infinite alternate;
    }
    .yf-input, .yf-combo, .yf-combo-caret, .yf-editor, .yf-floating-label, .yf-info-content {
        transition: none;
    }
}
@media (forced-colors: active) {
    .yf-combo-option-pointed, .yf-editor-tool-active {
        outline: 2px solid Highlight;
        outline-offset: -2px;
    }
    .yf-combo-option-selected {
        forced-color-adjust: none;
        background-color: Highlight;
        color: HighlightText;
    }
}
"#
    )
}

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
    block(":root".to_owned(), attrs)
}

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
            vec![block(":root".to_owned(), {
                let mut attrs = Vec::new();
                push_mode_attrs(&mut attrs, ThemeKind::Dark);
                attrs
            })],
        ));
    }
    Sheet::from(rules)
}

fn build_rules() -> Sheet {
    let mut rules: Vec<ScopeContent> = component_rules().iter().cloned().collect();
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

/// The custom properties of `mode` alone (`:root { --yf-… }`, plus the dark set under
/// `prefers-color-scheme` for [`Mode::System`]). Small: this is the only part of the CSS
/// that changes when the kind changes.
///
/// ```
/// use stylist::ast::ToStyleStr;
/// use yewform_themes::{Mode, variables_sheet};
///
/// let text = variables_sheet(Mode::Dark).to_style_str(None);
/// assert!(text.starts_with(":root {"));
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

/// The theme's CSS text for `mode`: the custom properties on `:root` (`--yf-bg`, `--yf-text`,
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
