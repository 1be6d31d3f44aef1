//! Keyboard shortcuts of the tools. They work whether or not `hideTools` hides a tool's
//! button.

use yewform_core::schema::EditorTool;

/// A key press, as the browser reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyPress<'a> {
    /// `KeyboardEvent.key` (`"b"`, `"Z"`, `"["`).
    pub key: &'a str,
    /// `KeyboardEvent.code` (`"KeyB"`, `"Digit7"`): layout-independent.
    pub code: &'a str,
    /// Ctrl (or Cmd on macOS) is held.
    pub primary: bool,
    /// Shift is held.
    pub shift: bool,
    /// Alt is held.
    pub alt: bool,
}

/// The tool a key press runs, if any:
///
/// | keys | tool |
/// |---|---|
/// | Ctrl/Cmd+B | bold |
/// | Ctrl/Cmd+I | italic |
/// | Ctrl/Cmd+Shift+S, Ctrl/Cmd+Shift+X | strike |
/// | Ctrl/Cmd+K | link |
/// | Ctrl/Cmd+Alt+1 | heading |
/// | Ctrl/Cmd+Shift+9 | quote |
/// | Ctrl/Cmd+Alt+C | code |
/// | Ctrl/Cmd+Shift+8 | bullet list |
/// | Ctrl/Cmd+Shift+7 | numbered list |
/// | Ctrl/Cmd+[ / Ctrl/Cmd+] | decrease / increase nesting |
/// | Ctrl/Cmd+Z | undo |
/// | Ctrl/Cmd+Shift+Z, Ctrl/Cmd+Y | redo |
///
/// ```
/// use yewform_core::schema::EditorTool;
/// use yewform_elements::editor::shortcuts::{shortcut, KeyPress};
///
/// let press = |key, code, shift| KeyPress { key, code, primary: true, shift, alt: false };
/// assert_eq!(shortcut(press("b", "KeyB", false)), Some(EditorTool::Bold));
/// assert_eq!(shortcut(press("Z", "KeyZ", true)), Some(EditorTool::Redo));
/// assert_eq!(shortcut(KeyPress { key: "b", code: "KeyB", primary: false, shift: false, alt: false }), None);
/// ```
pub fn shortcut(press: KeyPress<'_>) -> Option<EditorTool> {
    if !press.primary {
        return None;
    }
    let letter = press
        .code
        .strip_prefix("Key")
        .map(str::to_ascii_lowercase)
        .unwrap_or_else(|| press.key.to_ascii_lowercase());
    let tool = match (letter.as_str(), press.shift, press.alt) {
        ("b", false, false) => EditorTool::Bold,
        ("i", false, false) => EditorTool::Italic,
        ("s" | "x", true, false) => EditorTool::Strike,
        ("k", false, false) => EditorTool::Link,
        ("c", false, true) => EditorTool::Code,
        ("z", false, false) => EditorTool::Undo,
        ("z", true, false) | ("y", false, false) => EditorTool::Redo,
        _ => match (press.code, press.shift, press.alt) {
            ("Digit1", false, true) => EditorTool::Heading,
            ("Digit9", true, false) => EditorTool::Quote,
            ("Digit8", true, false) => EditorTool::BulletList,
            ("Digit7", true, false) => EditorTool::NumberList,
            ("BracketLeft", false, false) => EditorTool::DecreaseNesting,
            ("BracketRight", false, false) => EditorTool::IncreaseNesting,
            _ => return None,
        },
    };
    Some(tool)
}

#[cfg(test)]
mod tests {
    use super::*;
    use yewform_core::schema::Choice;

    fn press(key: &'static str, code: &'static str, shift: bool, alt: bool) -> KeyPress<'static> {
        KeyPress {
            key,
            code,
            primary: true,
            shift,
            alt,
        }
    }

    #[test]
    fn every_tool_but_attach_has_a_shortcut() {
        let presses = [
            press("b", "KeyB", false, false),
            press("i", "KeyI", false, false),
            press("S", "KeyS", true, false),
            press("k", "KeyK", false, false),
            press("1", "Digit1", false, true),
            press("(", "Digit9", true, false),
            press("c", "KeyC", false, true),
            press("*", "Digit8", true, false),
            press("&", "Digit7", true, false),
            press("[", "BracketLeft", false, false),
            press("]", "BracketRight", false, false),
            press("z", "KeyZ", false, false),
            press("y", "KeyY", false, false),
        ];
        let tools: Vec<_> = presses.iter().filter_map(|p| shortcut(*p)).collect();
        for tool in EditorTool::ALL {
            if *tool != EditorTool::Attach {
                assert!(tools.contains(tool), "{tool:?}");
            }
        }
    }

    #[test]
    fn plain_typing_is_no_shortcut() {
        assert_eq!(shortcut(press("c", "KeyC", false, false)), None);
        assert_eq!(shortcut(press("v", "KeyV", false, false)), None);
        assert_eq!(
            shortcut(KeyPress {
                primary: false,
                ..press("z", "KeyZ", false, false)
            }),
            None
        );
    }
}
