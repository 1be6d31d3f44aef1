//! `showRequired`: where a required element shows its `*`.

use crate::schema::Choice;

/// A place where a required element shows the required mark (`*`), listed in the config's
/// `showRequired` (default `[]`: nowhere).
///
/// - `label`: after the label text, in the label (the `required` slot replaces the `*`);
/// - `placeholder`: appended to the placeholder text (`Choose*`);
/// - `floating`: appended to the floating label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RequiredMark {
    /// The element's label.
    Label,
    /// The placeholder.
    Placeholder,
    /// The floating label.
    Floating,
}

impl Choice for RequiredMark {
    const ALL: &'static [Self] = &[Self::Label, Self::Placeholder, Self::Floating];
    fn as_str(self) -> &'static str {
        match self {
            Self::Label => "label",
            Self::Placeholder => "placeholder",
            Self::Floating => "floating",
        }
    }
}

impl std::fmt::Display for RequiredMark {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
