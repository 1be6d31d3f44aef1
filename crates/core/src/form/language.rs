//! Switching the form's language.

use super::error::FormError;
use super::outcome::Outcome;
use super::state::FormState;
use crate::element::ElementError;

impl FormState {
    /// Selects another language; every element follows (a multilingual element's
    /// `model`, `empty` and scalar `update` then use it).
    ///
    /// An unknown code fails with [`FormError::UnknownLanguage`]; a multilingual element
    /// without that language fails with [`FormError::Element`]. Either way nothing changes.
    /// A form-wide change: every view re-renders ([`Outcome::all`]).
    pub fn set_language(&mut self, code: &str) -> Result<Outcome, FormError> {
        if !self.languages.iter().any(|(c, _)| c == code) {
            return Err(FormError::UnknownLanguage {
                code: code.to_owned(),
                available: self.languages.iter().map(|(c, _)| c.clone()).collect(),
            });
        }
        if let Some(el) = self
            .elements
            .iter()
            .find(|el| el.is_multilingual() && !el.languages().iter().any(|l| l == code))
        {
            return Err(FormError::Element(ElementError::UnknownLanguage {
                path: el.path().to_owned(),
                language: code.to_owned(),
                available: el.languages().to_vec(),
            }));
        }
        for el in &mut self.elements {
            // Checked above: no element refuses the code.
            let _ = el.set_language(code);
        }
        self.language = code.to_owned();
        #[cfg(all(feature = "expressions", feature = "text-family"))]
        {
            let mut log = super::outcome::Log::default();
            self.refresh_expressions(None, super::expressions::Refresh::FormWide, &mut log);
            Ok(Self::outcome_all(log))
        }
        #[cfg(not(all(feature = "expressions", feature = "text-family")))]
        Ok(Outcome::all())
    }
}
