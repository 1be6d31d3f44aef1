//! [`FormState`]: the elements of a form by dotted path, in insertion order.

use std::collections::HashMap;

use super::error::FormError;
use super::lookup::value_in;
use crate::Value;
use crate::element::{ElementSetup, ElementState};

/// Every element of a form, by dotted path, in the order they were added, plus the
/// form's languages and selected language.
#[derive(Debug, Clone)]
pub struct FormState {
    pub(crate) elements: Vec<ElementState>,
    pub(crate) index: HashMap<String, usize>,
    pub(crate) languages: Vec<(String, String)>,
    pub(crate) language: String,
}

impl FormState {
    /// An empty form with its languages (`(code, name)` pairs, e.g. `("en", "English")`)
    /// and selected language code.
    ///
    /// A `language` that is not among `languages` falls back to the first listed language
    /// (it is kept as given when the list is empty).
    pub fn new(languages: Vec<(String, String)>, language: String) -> Self {
        let language = if languages.is_empty() || languages.iter().any(|(c, _)| *c == language) {
            language
        } else {
            languages
                .first()
                .map(|(c, _)| c.clone())
                .unwrap_or(language)
        };
        Self {
            elements: Vec::new(),
            index: HashMap::new(),
            languages,
            language,
        }
    }

    /// Adds an element built from `setup`.
    ///
    /// `form_default` is the form's `default` object; the element's inherited default is
    /// the entry at its data path (`form_default[name]`, or
    /// `form_default[parent][…][name]` for a nested element) when present. The element
    /// follows the form's language when it has it (a multilingual element without it
    /// stays in its first language).
    ///
    /// Fails with [`FormError::DuplicatePath`] when the path is taken.
    pub fn add_element(
        &mut self,
        setup: ElementSetup,
        form_default: &Value,
    ) -> Result<(), FormError> {
        let segments = data_segments(&setup);
        let inherited = value_in(form_default, segments.iter().map(String::as_str));
        let mut element = ElementState::new(setup, inherited);
        let path = element.path().to_owned();
        if self.index.contains_key(&path) {
            return Err(FormError::DuplicatePath { path });
        }
        // A multilingual element that lacks the form language keeps its first language.
        let _ = element.set_language(&self.language);
        self.index.insert(path, self.elements.len());
        self.elements.push(element);
        Ok(())
    }

    /// The element at this dotted path.
    pub fn el(&self, path: &str) -> Option<&ElementState> {
        self.index.get(path).and_then(|&i| self.elements.get(i))
    }

    /// The element at this dotted path, to run a transition on it.
    pub fn el_mut(&mut self, path: &str) -> Option<&mut ElementState> {
        let i = *self.index.get(path)?;
        self.elements.get_mut(i)
    }

    /// Every element path, in insertion order.
    pub fn paths(&self) -> Vec<&str> {
        self.elements.iter().map(ElementState::path).collect()
    }

    /// Every element, in insertion order.
    pub fn elements(&self) -> impl Iterator<Item = &ElementState> {
        self.elements.iter()
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.elements.len()
    }

    /// True when the form has no element.
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }

    /// The selected language code.
    pub fn language(&self) -> &str {
        &self.language
    }

    /// The form's languages as `(code, name)` pairs.
    pub fn languages(&self) -> &[(String, String)] {
        &self.languages
    }
}

/// The data path of an element as segments: the parent path's segments, then the name.
pub(crate) fn data_segments(setup: &ElementSetup) -> Vec<String> {
    let mut segments: Vec<String> = setup
        .parent_path
        .as_deref()
        .unwrap_or("")
        .split('.')
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect();
    segments.push(setup.name.clone());
    segments
}
