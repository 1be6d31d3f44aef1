//! The tools' editing commands. Each tool runs one of the browser's editing commands
//! (`document.execCommand`), so the browser keeps one undo history for typing and tools,
//! and undo, redo and the native shortcuts all agree.

use wasm_bindgen::JsCast;
use yewform_core::schema::EditorTool;

/// What a tool does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// `execCommand(name)`; `state` is the `queryCommandState` name showing it active.
    Exec {
        /// The command.
        command: &'static str,
    },
    /// `formatBlock` to `tag`, or back to a plain `div` when the block already is one.
    Block {
        /// The block tag (`h1`, `blockquote`, `pre`).
        tag: &'static str,
    },
    /// Ask for a URL and link the selection (or remove the link when the answer is empty).
    Link,
    /// Open the file picker.
    Attach,
}

/// The action of `tool`.
pub fn action(tool: EditorTool) -> Action {
    match tool {
        EditorTool::Bold => Action::Exec { command: "bold" },
        EditorTool::Italic => Action::Exec { command: "italic" },
        EditorTool::Strike => Action::Exec {
            command: "strikeThrough",
        },
        EditorTool::Link => Action::Link,
        EditorTool::Heading => Action::Block { tag: "h1" },
        EditorTool::Quote => Action::Block { tag: "blockquote" },
        EditorTool::Code => Action::Block { tag: "pre" },
        EditorTool::BulletList => Action::Exec {
            command: "insertUnorderedList",
        },
        EditorTool::NumberList => Action::Exec {
            command: "insertOrderedList",
        },
        EditorTool::DecreaseNesting => Action::Exec { command: "outdent" },
        EditorTool::IncreaseNesting => Action::Exec { command: "indent" },
        EditorTool::Attach => Action::Attach,
        EditorTool::Undo => Action::Exec { command: "undo" },
        EditorTool::Redo => Action::Exec { command: "redo" },
    }
}

/// Whether a tool shows an on/off state (`aria-pressed`): the formatting tools do, the
/// actions (attach, undo, redo, nesting) do not.
pub fn has_state(tool: EditorTool) -> bool {
    !matches!(
        tool,
        EditorTool::Attach
            | EditorTool::Undo
            | EditorTool::Redo
            | EditorTool::DecreaseNesting
            | EditorTool::IncreaseNesting
    )
}

// A link target typed by the user, if it may be used: core's link policy.
pub use yewform_core::editor::link::link_target;

fn html_document() -> Option<web_sys::HtmlDocument> {
    web_sys::window()?
        .document()?
        .dyn_into::<web_sys::HtmlDocument>()
        .ok()
}

/// Runs `execCommand(command, false, value)`; `false` when the browser refused it.
pub fn exec(command: &str, value: Option<&str>) -> bool {
    let Some(document) = html_document() else {
        return false;
    };
    let result = match value {
        Some(value) => document.exec_command_with_show_ui_and_value(command, false, value),
        None => document.exec_command(command),
    };
    result.unwrap_or(false)
}

/// The block tag around the selection (`queryCommandValue('formatBlock')`), lower case.
pub fn current_block() -> String {
    html_document()
        .and_then(|d| d.query_command_value("formatBlock").ok())
        .unwrap_or_default()
        .to_ascii_lowercase()
}

/// Whether `tool` is active at the selection (bold text, inside a heading, in a list, …).
pub fn is_active(tool: EditorTool, in_link: bool) -> bool {
    match action(tool) {
        _ if !has_state(tool) => false,
        Action::Exec { command } => html_document()
            .and_then(|d| d.query_command_state(command).ok())
            .unwrap_or(false),
        Action::Block { tag } => current_block() == tag,
        Action::Link => in_link,
        Action::Attach => false,
    }
}

/// Runs a block tool: `formatBlock` to its tag, or back to `div` when already inside one.
pub fn toggle_block(tag: &str) -> bool {
    if current_block() == tag {
        exec("formatBlock", Some("div"))
    } else {
        exec("formatBlock", Some(tag))
    }
}
