//! When the form validates (`config.validateOn`, `"change|step"`).

use std::fmt;

/// A moment at which elements are validated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ValidateOn {
    /// When an element's value changes.
    Change,
    /// When the user moves to another step of a multi-step form.
    Step,
}

impl ValidateOn {
    /// The name in the `validateOn` string.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Change => "change",
            Self::Step => "step",
        }
    }

    fn from_name(name: &str) -> Option<Self> {
        match name {
            "change" => Some(Self::Change),
            "step" => Some(Self::Step),
            _ => None,
        }
    }
}

/// The set of [`ValidateOn`] moments, written `"change|step"` in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValidateOnSet {
    change: bool,
    step: bool,
}

impl Default for ValidateOnSet {
    /// `change|step`.
    fn default() -> Self {
        Self {
            change: true,
            step: true,
        }
    }
}

impl ValidateOnSet {
    /// The empty set: validation only runs when asked for (or on submit).
    #[must_use]
    pub fn empty() -> Self {
        Self {
            change: false,
            step: false,
        }
    }

    /// Whether `moment` is in the set.
    #[must_use]
    pub fn contains(self, moment: ValidateOn) -> bool {
        match moment {
            ValidateOn::Change => self.change,
            ValidateOn::Step => self.step,
        }
    }

    /// The set with `moment` added.
    #[must_use]
    pub fn with(mut self, moment: ValidateOn) -> Self {
        match moment {
            ValidateOn::Change => self.change = true,
            ValidateOn::Step => self.step = true,
        }
        self
    }

    /// Parses `"change|step"`, `"change"`, `"step"` or `""`.
    ///
    /// # Errors
    /// The first unknown name.
    pub fn parse(text: &str) -> Result<Self, String> {
        text.split('|').map(str::trim).filter(|s| !s.is_empty()).try_fold(Self::empty(), |set, name| {
            ValidateOn::from_name(name)
                .map(|m| set.with(m))
                .ok_or_else(|| format!("unknown value \"{name}\" (allowed: \"change\" and \"step\", joined with \"|\")"))
        })
    }
}

impl fmt::Display for ValidateOnSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = [ValidateOn::Change, ValidateOn::Step]
            .into_iter()
            .filter(|m| self.contains(*m))
            .map(ValidateOn::as_str)
            .collect();
        f.write_str(&names.join("|"))
    }
}

#[cfg(test)]
mod tests {
    use super::{ValidateOn, ValidateOnSet};

    #[test]
    fn parses_and_prints() {
        let both = ValidateOnSet::parse("change|step").unwrap();
        assert_eq!(both, ValidateOnSet::default());
        assert_eq!(both.to_string(), "change|step");
        let step = ValidateOnSet::parse("step").unwrap();
        assert!(step.contains(ValidateOn::Step) && !step.contains(ValidateOn::Change));
        assert_eq!(ValidateOnSet::parse("").unwrap(), ValidateOnSet::empty());
        assert_eq!(ValidateOnSet::empty().to_string(), "");
        assert!(
            ValidateOnSet::parse("change|blur")
                .unwrap_err()
                .contains("\"blur\"")
        );
    }
}
