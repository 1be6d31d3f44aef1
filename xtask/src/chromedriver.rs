//! The chromedriver process that `cargo xtask test` and `cargo xtask bench` drive Chromium with.

use std::process::{Child, Command, Stdio};

use crate::run::root;

/// A chromedriver process on a free loopback port, stopped by its process id.
pub(crate) struct ChromeDriver {
    child: Child,
    port: u16,
}

impl ChromeDriver {
    /// Starts `driver` on a free port and waits until it listens.
    pub(crate) fn start(driver: &std::path::Path) -> Result<Self, String> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .map_err(|e| format!("no free port for chromedriver: {e}"))?;
        let child = Command::new(driver)
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .current_dir(root())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{}: {e}", driver.display()))?;
        let me = Self { child, port };
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return Ok(me);
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        Err(format!("chromedriver did not listen on 127.0.0.1:{port}"))
    }

    /// The WebDriver URL.
    pub(crate) fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Kills the process (by its handle) and reaps it.
    pub(crate) fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for ChromeDriver {
    fn drop(&mut self) {
        self.stop();
    }
}
