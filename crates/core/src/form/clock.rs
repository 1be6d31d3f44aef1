//! The form's clock: set by the caller, never read from the system.

use super::outcome::Outcome;
use super::state::FormState;
use crate::expression::Date;

impl FormState {
    /// Today's date, as conditions (`TODAY()`, `AGE()`, `today`) and date rules see it.
    pub fn today(&self) -> Date {
        self.today
    }

    /// Sets today's date and recomputes availability; re-rendered are the elements whose availability changed
    /// and those that read them.
    pub fn set_today(&mut self, today: Date) -> Outcome {
        self.today = today;
        self.recompute_availability()
    }

    /// Sets the current date-time for `NOW()` (an ISO string such as
    /// `2024-06-01T12:00:00.000Z`) and recomputes availability (see
    /// [`set_today`](Self::set_today)). Until it is set, `NOW()` is midnight of [`today`](Self::today).
    pub fn set_now_iso(&mut self, now: String) -> Outcome {
        self.now_iso = Some(now);
        self.recompute_availability()
    }
}
