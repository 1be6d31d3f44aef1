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
    /// The key may be AltGr: Ctrl and Alt are both held (how Windows reports AltGr) or the
    /// browser reports the `AltGraph` modifier. Such a press that types a character other
    /// than the shortcut's is typing, never a shortcut.
    pub alt_graph: bool,
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
/// A letter or a digit is the one the user's layout types (`KeyboardEvent.key`: German
/// Ctrl+Z undoes, Dvorak Ctrl+C copies), the key's position (`code`) only when the layout
/// types a letter of another script (Cyrillic, Greek) or macOS Option changed the
/// character. A press that may be AltGr (Ctrl+Alt) and types another character is typing,
/// never a shortcut (Polish AltGr+C types `ć`). Shift+digit goes by position; the brackets
/// by the character typed (`[`, `]` wherever the layout has them), so Ctrl with a `+` or `=`
/// at the US bracket key (German, Spanish, Italian, Dvorak) zooms as the browser does.
///
/// ```
/// use yewform_core::schema::EditorTool;
/// use yewform_elements::editor::shortcuts::{shortcut, KeyPress};
///
/// let press = |key, code, shift| KeyPress { key, code, primary: true, shift, alt: false, alt_graph: false };
/// assert_eq!(shortcut(press("b", "KeyB", false)), Some(EditorTool::Bold));
/// assert_eq!(shortcut(press("Z", "KeyZ", true)), Some(EditorTool::Redo));
/// assert_eq!(shortcut(KeyPress { key: "b", code: "KeyB", primary: false, shift: false, alt: false, alt_graph: false }), None);
/// ```
pub fn shortcut(press: KeyPress<'_>) -> Option<EditorTool> {
    if !press.primary {
        return None;
    }
    let letter = shortcut_char(press)?;
    let tool = match (letter, press.shift, press.alt) {
        ('b', false, false) => EditorTool::Bold,
        ('i', false, false) => EditorTool::Italic,
        ('s' | 'x', true, false) => EditorTool::Strike,
        ('k', false, false) => EditorTool::Link,
        ('c', false, true) => EditorTool::Code,
        ('1', false, true) => EditorTool::Heading,
        ('z', false, false) => EditorTool::Undo,
        ('z', true, false) | ('y', false, false) => EditorTool::Redo,
        _ => match (press.code, press.shift, press.alt) {
            // Shifted digits type a different symbol per layout: the position decides.
            ("Digit9", true, false) => EditorTool::Quote,
            ("Digit8", true, false) => EditorTool::BulletList,
            ("Digit7", true, false) => EditorTool::NumberList,
            // The brackets are the characters typed, never the key's position: German,
            // Spanish and Italian type `+` at `BracketRight` and Dvorak `=` (Ctrl++ zooms).
            _ => match (press.key, press.shift, press.alt) {
                ("[", false, false) => EditorTool::DecreaseNesting,
                ("]", false, false) => EditorTool::IncreaseNesting,
                _ => return None,
            },
        },
    };
    Some(tool)
}

/// The letter or digit a press stands for, lower case: the key the layout produces when it
/// is a Latin letter or a digit (German Ctrl+Z is `z` wherever the key sits; Dvorak Ctrl+C
/// is `c`, copy); the key's position (`code`) when the layout produces a letter of another
/// script (Cyrillic, Greek), or when Alt (macOS Option) changed the character and the press
/// cannot be AltGr. A press that may be AltGr and types another character is typing: `None`
/// (Polish AltGr+C types `ć`, Hungarian AltGr+C `&`).
fn shortcut_char(press: KeyPress<'_>) -> Option<char> {
    let from_code = || {
        let rest = press
            .code
            .strip_prefix("Key")
            .or_else(|| press.code.strip_prefix("Digit"))?;
        let mut chars = rest.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Some(c.to_ascii_lowercase()),
            _ => None,
        }
    };
    let mut chars = press.key.chars();
    let key = match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    };
    match key {
        Some(c) if c.is_ascii_alphanumeric() => Some(c.to_ascii_lowercase()),
        // Not `char::is_alphabetic`: its Unicode table costs about 1.5 KB of wasm; any
        // character outside ASCII and the Latin letters stands for its key's position,
        // unless the press may be AltGr (then it is typing, below).
        Some(c) if !c.is_ascii() && !is_latin(c) && !press.alt_graph => from_code(),
        _ if press.alt && !press.alt_graph => from_code(),
        Some(c) => Some(c),
        None if press.alt_graph => None,
        None => from_code(),
    }
}

/// Whether `c` is a letter of the Latin script (ASCII, Latin-1, Latin Extended).
fn is_latin(c: char) -> bool {
    c.is_ascii_alphabetic()
        || ('\u{00C0}'..='\u{024F}').contains(&c)
        || ('\u{1E00}'..='\u{1EFF}').contains(&c)
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
            alt_graph: false,
        }
    }

    /// Audit 8 #3: shortcuts follow the key the user's layout produces.
    #[test]
    fn shortcuts_follow_the_layouts_key() {
        // German QWERTZ: the key labelled Z sits where QWERTY has Y.
        assert_eq!(
            shortcut(press("z", "KeyY", false, false)),
            Some(EditorTool::Undo)
        );
        assert_eq!(
            shortcut(press("y", "KeyZ", false, false)),
            Some(EditorTool::Redo)
        );
        // Dvorak: Ctrl+C and Ctrl+X are copy and cut, not italic and bold.
        assert_eq!(shortcut(press("c", "KeyI", false, false)), None);
        assert_eq!(shortcut(press("x", "KeyB", false, false)), None);
        assert_eq!(
            shortcut(press("b", "KeyN", false, false)),
            Some(EditorTool::Bold)
        );
        // Cyrillic and Greek layouts: the key is no Latin letter, the position decides.
        assert_eq!(
            shortcut(press("я", "KeyZ", false, false)),
            Some(EditorTool::Undo)
        );
        assert_eq!(
            shortcut(press("β", "KeyB", false, false)),
            Some(EditorTool::Bold)
        );
        // macOS Cmd+Option+C types `ç` under Option: still the code tool.
        assert_eq!(
            shortcut(press("ç", "KeyC", false, true)),
            Some(EditorTool::Code)
        );
        assert_eq!(
            shortcut(press("¡", "Digit1", false, true)),
            Some(EditorTool::Heading)
        );
    }

    #[test]
    fn altgr_typing_is_no_shortcut() {
        let altgr = |key| KeyPress {
            alt_graph: true,
            ..press(key, "KeyC", false, true)
        };
        assert_eq!(shortcut(altgr("ć")), None, "Polish AltGr+C");
        assert_eq!(shortcut(altgr("&")), None, "Hungarian/Czech AltGr+C");
        let one = KeyPress {
            alt_graph: true,
            ..press("~", "Digit1", false, true)
        };
        assert_eq!(shortcut(one), None, "AltGr+1 typing ~");
        // A real Ctrl+Alt+C on a layout where that types nothing else is the code tool.
        assert_eq!(shortcut(altgr("c")), Some(EditorTool::Code));
        let one = KeyPress {
            alt_graph: true,
            ..press("1", "Digit1", false, true)
        };
        assert_eq!(shortcut(one), Some(EditorTool::Heading));
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

    /// Audit 11 #5: the brackets go by the character typed, not the key's position: Ctrl
    /// with German/Spanish/Italian `+` (at `BracketRight`) or Dvorak `=` zooms, as the
    /// browser does, instead of indenting.
    #[test]
    fn the_brackets_follow_the_typed_character() {
        assert_eq!(shortcut(press("+", "BracketRight", false, false)), None);
        assert_eq!(shortcut(press("=", "BracketRight", false, false)), None);
        assert_eq!(shortcut(press("/", "BracketLeft", false, false)), None);
        assert_eq!(shortcut(press("ü", "BracketLeft", false, false)), None);
        assert_eq!(
            shortcut(press("]", "BracketRight", false, false)),
            Some(EditorTool::IncreaseNesting)
        );
        // Dvorak types `[` and `]` on the keys at `Minus` and `Equal`.
        assert_eq!(
            shortcut(press("[", "Minus", false, false)),
            Some(EditorTool::DecreaseNesting)
        );
        assert_eq!(
            shortcut(press("]", "Equal", false, false)),
            Some(EditorTool::IncreaseNesting)
        );
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
