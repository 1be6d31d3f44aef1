//! Whether a submit runs: from the submit event until validation ended (and `on_submit`
//! was called, or the form's status says why not), and while the app holds it
//! ([`FormHandle::hold_submit`], its request running). A submitting `ButtonElement` is loading
//! then, and a second submit (a double click, Enter again) is ignored.

use std::future::Future;

use yewform_core::Value;

use super::{FormHandle, SubmitError};

impl FormHandle {
    /// A submit is running.
    pub fn is_submitting(&self) -> bool {
        self.0.submitting.get() > 0
    }

    /// Starts a submit: `None` (nothing changes) while one runs; it runs until the hold
    /// returned is dropped.
    pub(crate) fn begin_submit(&self) -> Option<SubmitHold> {
        if self.is_submitting() {
            return None;
        }
        Some(self.hold())
    }

    /// Keeps the form submitting until the hold returned is dropped: take it in `on_submit`
    /// and keep it while the app's request runs, so the submit covers the send, as the
    /// reference's `submitting` covers its request. Meanwhile
    /// [`is_submitting`](Self::is_submitting) is true, a submitting `ButtonElement` is busy
    /// (`aria-busy`, clicks ignored), and another submit (a click, Enter,
    /// [`submit`](Self::submit), [`submit_as`](Self::submit_as)) does nothing
    /// ([`SubmitError::Busy`]). Taken outside a submit, it starts one (a send from code).
    ///
    /// ```no_run
    /// use yew::prelude::*;
    /// use yewform_elements::FormHandle;
    ///
    /// # async fn post(_: serde_json::Value) {}
    /// fn on_submit(form: FormHandle) -> Callback<serde_json::Value> {
    ///     Callback::from(move |data: serde_json::Value| {
    ///         let hold = form.hold_submit();
    ///         wasm_bindgen_futures::spawn_local(async move {
    ///             post(data).await; // the app's request
    ///             drop(hold); // the form can submit again
    ///         });
    ///     })
    /// }
    /// ```
    pub fn hold_submit(&self) -> SubmitHold {
        self.hold()
    }

    /// One more hold on the submit (the first one starts it).
    fn hold(&self) -> SubmitHold {
        let holds = self.0.submitting.get();
        self.0.submitting.set(holds.saturating_add(1));
        if holds == 0 {
            self.submitting_changed();
        }
        SubmitHold(self.clone())
    }

    /// Submits the form as its submit button (or Enter in a field) does: nothing while the
    /// form is disabled ([`SubmitError::Disabled`]) or a submit runs ([`SubmitError::Busy`]);
    /// else it validates every element and waits until every rule settled (server rules
    /// included), then hands the request data to the `<Form>`'s `on_submit` and empties the
    /// form's status region, or, when the form is invalid, moves the focus to the first
    /// invalid field and has the status region say how many need correcting
    /// ([`SubmitError::Invalid`]).
    ///
    /// The checks run, and the submit starts ([`is_submitting`](Self::is_submitting)),
    /// when this is called; the future resolves once `on_submit` was called or the submit
    /// failed.
    ///
    /// ```no_run
    /// # fn run(form: yewform_elements::FormHandle) {
    /// // A "Send" button outside the `<Form>`.
    /// let submit = form.submit();
    /// wasm_bindgen_futures::spawn_local(async move {
    ///     let _ = submit.await;
    /// });
    /// # }
    /// ```
    ///
    /// # Errors
    /// [`SubmitError::Disabled`], [`SubmitError::Busy`], [`SubmitError::Schema`] (the form
    /// could not be built) or [`SubmitError::Invalid`]; `on_submit` was not called then.
    pub fn submit(&self) -> impl Future<Output = Result<(), SubmitError>> + 'static {
        let started = self.start_submit();
        let form = self.clone();
        async move {
            let hold = started?;
            match form.finish_submit(hold, true).await {
                Some(_) => Ok(()),
                None => Err(form.invalid_error()),
            }
        }
    }

    /// The `<Form>`'s own submit (Enter, a submit button): [`submit`](Self::submit) without
    /// its result, so an app that never asks for the errors does not carry the code that
    /// lists them.
    pub(crate) fn submit_from_form(&self) {
        if let Ok(hold) = self.start_submit() {
            let form = self.clone();
            super::handle::spawn(async move {
                let _ = form.finish_submit(hold, true).await;
            });
        }
    }

    /// The checks before a submit, then its start: the hold that keeps it running.
    pub(crate) fn start_submit(&self) -> Result<SubmitHold, SubmitError> {
        if let Some(error) = self.build_error() {
            return Err(SubmitError::Schema(error));
        }
        if self.read(yewform_core::form::FormState::form_disabled) == Some(true) {
            return Err(SubmitError::Disabled);
        }
        self.begin_submit().ok_or(SubmitError::Busy)
    }

    /// A started submit: validates (server rules settled), then the request data (handed
    /// to `on_submit` when `emit`, which gives `Value::Null` back), or, when the form is
    /// invalid, the failed submit's focus and status and `None`. The submit ends when `hold`
    /// drops, after `on_submit` returned.
    pub(crate) async fn finish_submit(&self, hold: SubmitHold, emit: bool) -> Option<Value> {
        let result = if self.validate_async().await {
            self.clear_status();
            let data = self.request_data();
            let on_submit = self.0.on_submit.borrow().clone();
            match on_submit {
                Some(on_submit) if emit => {
                    on_submit.emit(data);
                    Some(Value::Null)
                }
                _ => Some(data),
            }
        } else {
            self.after_failed_submit();
            None
        };
        drop(hold);
        result
    }

    /// [`SubmitError::Invalid`] with `(path, first error)` of each available element failing
    /// a rule (core's `invalid_errors`: not one whose only error the app added).
    pub(crate) fn invalid_error(&self) -> SubmitError {
        SubmitError::Invalid(
            self.read(yewform_core::form::FormState::invalid_errors)
                .unwrap_or_default(),
        )
    }

    /// Re-renders the views that show the submit: the submitting buttons (none without the
    /// `button` feature).
    #[cfg(not(feature = "button"))]
    fn submitting_changed(&self) {}

    /// Re-renders the views that show the submit: the submitting buttons.
    #[cfg(feature = "button")]
    fn submitting_changed(&self) {
        let paths = self
            .read(|s| {
                let mut paths = Vec::new();
                for path in s.paths() {
                    if let Some(yewform_core::schema::ElementSchema::Button(b)) =
                        s.schema_entry(path)
                    {
                        if b.submits {
                            paths.push(path.to_owned());
                        }
                    }
                }
                paths
            })
            .unwrap_or_default();
        if !paths.is_empty() {
            self.changed(paths.iter().map(String::as_str));
        }
    }
}

/// Keeps the form submitting while it lives ([`FormHandle::hold_submit`]); the submit ends
/// when the last hold drops.
#[must_use = "the submit ends when the hold is dropped"]
pub struct SubmitHold(FormHandle);

impl std::fmt::Debug for SubmitHold {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SubmitHold")
    }
}

impl Drop for SubmitHold {
    fn drop(&mut self) {
        let holds = self.0.0.submitting.get().saturating_sub(1);
        self.0.0.submitting.set(holds);
        if holds == 0 {
            self.0.submitting_changed();
        }
    }
}
