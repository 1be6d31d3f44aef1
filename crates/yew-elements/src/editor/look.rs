//! The editor's look: its classes (computed once per options change) and its localized
//! texts (tool labels, the tool bar's and the file picker's names, from the locale tables).

use std::rc::Rc;

use yew::prelude::*;
use yewform_core::classes::ComputedClasses;
use yewform_core::editor::texts::{ATTACH_FILES, text, tool_labels, toolbar_label};
use yewform_core::schema::{Choice, EditorTool, Size, TEditorSchema};

use crate::form::ElementHandle;
use crate::layout::classes;

/// Pieces of the view that depend only on the options, computed once per options change.
#[derive(PartialEq)]
pub(super) struct Look {
    /// The layout's classes.
    pub layout: Rc<Vec<(&'static str, String)>>,
    /// The editor's own classes (`input`, `content`, `attachment`, …).
    pub own: ComputedClasses,
    /// The tool bar's classes.
    pub toolbar: Rc<Vec<(&'static str, String)>>,
    /// The element's size.
    pub size: Size,
}

impl Look {
    /// The look of the editor at `handle` with options `schema`; `None` when the form is gone.
    pub fn of(handle: &ElementHandle, schema: &TEditorSchema, has_label: bool) -> Option<Look> {
        let theme = handle.form().theme();
        handle.form().read(|s| {
            // Without the error state: `ElementLayout` adds `container_error` while an error
            // shows, so the look is not computed again when the error comes or goes.
            let base = classes::element_look_of(
                &theme,
                s,
                handle.path(),
                "t-editor",
                &schema.common,
                has_label,
                false,
            );
            let own = base.own;
            let toolbar = Rc::new(vec![
                ("toolbar", own.get("toolbar")),
                ("tool", own.get("tool")),
                ("tool_active", own.get("tool_active")),
                ("tool_hidden", own.get("tool_hidden")),
            ]);
            Look {
                layout: base.layout,
                own,
                toolbar,
                size: base.size,
            }
        })
    }

    /// The classes of the box around the tool bar and the surfaces.
    pub fn input(&self, state: InputState, hide_tools: &[EditorTool]) -> Option<String> {
        let size = ["input_", self.size.as_str()].concat();
        let mut out = crate::html::class_attr(
            &self.own,
            "",
            &[
                ("input", true),
                ("input_disabled", state.disabled),
                ("input_enabled", !state.disabled),
                // As the reference's `$input`: a focused box takes the focused variant of its
                // state instead of `input_focused` beside it.
                (
                    "input_focused",
                    state.focused && !state.invalid && !state.success,
                ),
                ("input_danger", !state.focused && state.invalid),
                (
                    "input_success",
                    !state.focused && !state.invalid && state.success,
                ),
                ("input_focused_danger", state.focused && state.invalid),
                (
                    "input_focused_success",
                    state.focused && !state.invalid && state.success,
                ),
                (&size, true),
            ],
        )
        .unwrap_or_default();
        for tool in hide_tools {
            crate::html::push_classes(&mut out, &["yf-editor-hide-", tool.as_str()].concat());
        }
        (!out.is_empty()).then_some(out)
    }
}

/// What the box's classes show.
#[derive(Clone, Copy, Debug)]
pub(super) struct InputState {
    pub disabled: bool,
    pub focused: bool,
    pub invalid: bool,
    /// Validated with rules and not invalid.
    pub success: bool,
}

/// The editor's texts in the form's locale.
pub(super) struct Texts {
    /// Each tool's label, in [`EditorTool::ALL`] order.
    pub tools: Rc<Vec<String>>,
    /// The tool bar's accessible name.
    pub toolbar: AttrValue,
    /// The file picker's accessible name.
    pub attach: AttrValue,
}

impl Texts {
    /// The texts in `locale` (else `fallback`), the tool bar named after `label`.
    pub fn new(locale: &str, fallback: &str, label: Option<&str>) -> Texts {
        Texts {
            tools: Rc::new(tool_labels(locale, fallback)),
            toolbar: AttrValue::from(toolbar_label(label, locale, fallback)),
            attach: AttrValue::from(text(locale, fallback, ATTACH_FILES).to_string()),
        }
    }
}
