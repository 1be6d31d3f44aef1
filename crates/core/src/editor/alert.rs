//! Where the message about a refused attachment goes: the spec's `alert` event, or the
//! browser's alert dialog "when no listener exists".

/// Where an alert message goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AlertRoute {
    /// Fire the `alert` event (to its listeners and the schema's `onAlert` handler).
    Event,
    /// Show the browser's alert dialog.
    Dialog,
}

impl AlertRoute {
    /// The `alert` event when anything listens to it: a listener (`on("alert", …)` or the
    /// `on_alert` prop, `has_listener`) or an `onAlert` handler among the schema's
    /// `on<Event>` keys (`schema_events`, `(event, handler)` pairs) that `off("alert")` has
    /// not removed (`silenced`); else the dialog, as the spec's "when no listener exists".
    ///
    /// ```
    /// use yewform_core::editor::alert::AlertRoute;
    /// assert_eq!(AlertRoute::choose(true, &[], false), AlertRoute::Event);
    /// let named = [("alert".to_string(), "warn".to_string())];
    /// assert_eq!(AlertRoute::choose(false, &named, false), AlertRoute::Event);
    /// assert_eq!(AlertRoute::choose(false, &named, true), AlertRoute::Dialog);
    /// assert_eq!(AlertRoute::choose(false, &[], false), AlertRoute::Dialog);
    /// ```
    #[must_use]
    pub fn choose(
        has_listener: bool,
        schema_events: &[(String, String)],
        silenced: bool,
    ) -> AlertRoute {
        let named = !silenced && schema_events.iter().any(|(event, _)| event == "alert");
        if has_listener || named {
            AlertRoute::Event
        } else {
            AlertRoute::Dialog
        }
    }
}
