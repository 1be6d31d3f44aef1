//! Closed sets of option values: open direction, info position, option-creation keys,
//! editor tools and sizes.

use std::fmt;

/// A closed set of string values read from JSON.
pub trait Choice: Sized + Copy + 'static {
    /// Every value, in the spec's order.
    const ALL: &'static [Self];
    /// The JSON spellings of [`Choice::ALL`], in its order; empty means "ask
    /// [`Choice::as_str`]" (the schema readers then build the list).
    #[doc(hidden)]
    const NAMES: &'static [&'static str] = &[];
    /// The JSON spelling.
    fn as_str(self) -> &'static str;
    /// The value spelled `name`, if any.
    #[must_use]
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|c| c.as_str() == name)
    }
}

macro_rules! choice {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl Choice for $name {
            const ALL: &'static [Self] = &[$(Self::$variant),+];
            const NAMES: &'static [&'static str] = &[$($text),+];
            fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $text),+
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

choice! {
    /// Where the select's dropdown opens (`openDirection`).
    OpenDirection {
        /// Above the input; options are shown in reverse order.
        Top => "top",
        /// Below the input (default).
        Bottom => "bottom",
    }
}

choice! {
    /// Where the info tooltip appears (`infoPosition`).
    InfoPosition {
        /// Above the info icon.
        Top => "top",
        /// Right of the info icon (default).
        Right => "right",
        /// Left of the info icon.
        Left => "left",
        /// Below the info icon.
        Bottom => "bottom",
    }
}

choice! {
    /// A key that adds a created option (`addOptionOn`).
    AddOptionOn {
        /// The Enter key (default).
        Enter => "enter",
        /// The space bar.
        Space => "space",
        /// The Tab key.
        Tab => "tab",
        /// A semicolon.
        Semicolon => ";",
        /// A comma.
        Comma => ",",
        /// Leaving the search input.
        Blur => "blur",
    }
}

choice! {
    /// A tool of the editor's tool bar (`hideTools`).
    EditorTool {
        /// Bold text.
        Bold => "bold",
        /// Italic text.
        Italic => "italic",
        /// Struck-through text.
        Strike => "strike",
        /// A link.
        Link => "link",
        /// A heading.
        Heading => "heading",
        /// A block quote.
        Quote => "quote",
        /// A code block.
        Code => "code",
        /// A bulleted list.
        BulletList => "bullet-list",
        /// A numbered list.
        NumberList => "number-list",
        /// Decrease list nesting.
        DecreaseNesting => "decrease-nesting",
        /// Increase list nesting.
        IncreaseNesting => "increase-nesting",
        /// Attach files.
        Attach => "attach",
        /// Undo.
        Undo => "undo",
        /// Redo.
        Redo => "redo",
    }
}

impl EditorTool {
    /// The locale key of the tool's label, `editor.tools.<tool>`.
    #[must_use]
    pub fn locale_key(self) -> String {
        format!("editor.tools.{}", self.as_str())
    }
}

choice! {
    /// The size of an element or form (`size`).
    Size {
        /// Small.
        Sm => "sm",
        /// Medium (the effective default).
        Md => "md",
        /// Large.
        Lg => "lg",
    }
}

/// The JSON spellings of `T`, in [`Choice::ALL`] order.
pub(crate) fn names_of<T: Choice>() -> std::borrow::Cow<'static, [&'static str]> {
    if T::NAMES.is_empty() {
        T::ALL.iter().map(|c| c.as_str()).collect()
    } else {
        // No list built at run time (docs/size.md).
        std::borrow::Cow::Borrowed(T::NAMES)
    }
}

/// `"a", "b" or "c"` of `names` (the choice errors push it into their text themselves).
#[cfg(test)]
pub(crate) fn quoted_names(names: &[&str]) -> String {
    let mut text = String::new();
    super::read::push_or_list(&mut text, &mut names.iter().copied(), names.len(), "\"");
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names_follow_all<T: Choice>() {
        let spelled: Vec<&str> = T::ALL.iter().map(|c| c.as_str()).collect();
        assert_eq!(T::NAMES, &spelled[..]);
        assert_eq!(&names_of::<T>()[..], &spelled[..]);
    }

    #[test]
    fn names_are_the_spellings_in_order() {
        names_follow_all::<OpenDirection>();
        names_follow_all::<InfoPosition>();
        names_follow_all::<AddOptionOn>();
        names_follow_all::<EditorTool>();
        names_follow_all::<Size>();
    }

    #[test]
    fn names_round_trip() {
        for tool in EditorTool::ALL {
            assert_eq!(EditorTool::from_name(tool.as_str()), Some(*tool));
        }
        assert_eq!(EditorTool::ALL.len(), 14);
        assert_eq!(AddOptionOn::from_name(";"), Some(AddOptionOn::Semicolon));
        assert_eq!(OpenDirection::from_name("left"), None);
        assert_eq!(Size::Lg.to_string(), "lg");
    }

    #[test]
    fn lists_allowed_values() {
        assert_eq!(
            quoted_names(&names_of::<OpenDirection>()),
            r#""top" or "bottom""#
        );
        assert_eq!(quoted_names(&names_of::<Size>()), r#""sm", "md" or "lg""#);
    }

    #[test]
    fn tool_locale_keys_exist() {
        for tool in EditorTool::ALL {
            let key = tool.locale_key();
            assert!(
                crate::locale::translate("en", "en", &key).is_some(),
                "{key}"
            );
            #[cfg(feature = "locale-de")]
            assert!(
                crate::locale::translate("de", "de", &key).is_some(),
                "{key}"
            );
        }
    }
}
