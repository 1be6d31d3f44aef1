//! [`EntryRef`]: an element's schema entry, shared with the form state.

use std::fmt;
use std::marker::PhantomData;
use std::ops::Deref;
use std::sync::Arc;

#[cfg(feature = "text-family")]
use yewform_core::schema::TextSchema;
use yewform_core::schema::{ElementSchema, SelectSchema, TEditorSchema};

/// The options of one element type inside an [`ElementSchema`].
pub trait EntryKind: 'static {
    /// This type's options, when `entry` is of this type.
    fn of(entry: &ElementSchema) -> Option<&Self>;
    /// Empty options of this type (what [`EntryRef`] reads if it ever held another type).
    fn empty() -> &'static Self;
}

/// `impl EntryKind for $schema`, reading the entry's `ElementSchema::$variant` and an empty
/// `$schema` (made once per thread) otherwise: one definition for every element type.
macro_rules! entry_kind {
    ($schema:ty, $variant:ident) => {
        impl $crate::entry_ref::EntryKind for $schema {
            fn of(entry: &yewform_core::schema::ElementSchema) -> Option<&Self> {
                match entry {
                    yewform_core::schema::ElementSchema::$variant(options) => Some(options),
                    // Any other type (a type's variant exists when another crate of the app
                    // turns on yewform-core's feature, whatever ours are).
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            fn empty() -> &'static Self {
                thread_local! {
                    static EMPTY: &'static $schema = Box::leak(Box::default());
                }
                EMPTY.with(|empty| *empty)
            }
        }
    };
}
pub(crate) use entry_kind;

crate::entry_ref::entry_kind!(SelectSchema, Select);

crate::entry_ref::entry_kind!(TEditorSchema, TEditor);

#[cfg(feature = "text-family")]
crate::entry_ref::entry_kind!(TextSchema, Text);

/// An element's schema entry, shared with the form state rather than copied (a select's
/// `items` can hold 100,000 options). Reads as the element type's options (`T`); equal when it
/// is the same entry (a pointer comparison, so hook dependencies and props never compare the
/// options).
pub struct EntryRef<T>(Arc<ElementSchema>, PhantomData<fn() -> T>);

/// A select's shared schema entry.
pub type SelectRef = EntryRef<SelectSchema>;
/// An editor's shared schema entry.
pub type EditorRef = EntryRef<TEditorSchema>;
/// A text, textarea or hidden element's shared schema entry.
#[cfg(feature = "text-family")]
pub type TextRef = EntryRef<TextSchema>;

impl<T: EntryKind> EntryRef<T> {
    /// The entry, when it is of type `T`.
    pub fn new(entry: Arc<ElementSchema>) -> Option<Self> {
        T::of(&entry).is_some().then_some(Self(entry, PhantomData))
    }
}

impl<T: EntryKind> Deref for EntryRef<T> {
    type Target = T;

    fn deref(&self) -> &T {
        // `new` admits entries of type `T` only; the empty options keep this total.
        T::of(&self.0).unwrap_or_else(|| T::empty())
    }
}

impl<T> Clone for EntryRef<T> {
    fn clone(&self) -> Self {
        Self(self.0.clone(), PhantomData)
    }
}

impl<T> PartialEq for EntryRef<T> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> fmt::Debug for EntryRef<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("EntryRef")
            .field(&self.0.type_name())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yewform_core::schema::FormSchema;

    #[test]
    fn reads_its_type_and_compares_by_pointer() {
        let schema = FormSchema::from_value(&serde_json::json!({
            "s": {"type": "select", "items": ["a"], "label": "S"},
            "t": {"type": "t-editor", "label": "T"}
        }))
        .unwrap_or_default();
        let mut entries = schema.elements.into_iter().map(|(_, e)| e);
        let (Some(select), Some(editor)) = (entries.next(), entries.next()) else {
            panic!("two entries");
        };
        let a = SelectRef::new(select.clone());
        let b = SelectRef::new(Arc::new((*select).clone()));
        assert_eq!(
            a.as_ref()
                .and_then(|s| s.static_store().map(|st| st.to_value("value", "label"))),
            Some(serde_json::json!(["a"]))
        );
        assert!(a.is_some() && a == SelectRef::new(select.clone()));
        assert_ne!(a, b, "an equal copy is another entry");
        assert!(SelectRef::new(editor.clone()).is_none());
        assert!(EditorRef::new(select).is_none());
        assert_eq!(
            EditorRef::new(editor).map(|e| e.common.label.is_some()),
            Some(true)
        );
    }
}
