#!/usr/bin/python3
"""A WebKitGTK browser for WebKitWebDriver (the engine of Safari), started by it with --automation.

MiniBrowser's automation views ignore its settings options, so this shell makes its own views with what the
journeys need: console messages written to a file that tests/engines/visitor.ts reads,
JavaScript on or off (--javascript=off), and links to other sites handed off instead of loaded, as a phone hands a
WhatsApp link to the app: each is printed as "HANDOFF <uri>". Debian packages: python3-gi, gir1.2-webkit2-4.1.
"""
import os
import sys
import tempfile

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

javascript = '--javascript=off' not in sys.argv
local_origin = next((arg.split('=', 1)[1] for arg in sys.argv if arg.startswith('--origin=')), 'http://localhost')

# WebKitWebDriver drops the browser's output: console messages and hand-offs go to the file named by --log=, through
# this process's standard output and error, which the web process inherits.
log = next((arg.split('=', 1)[1] for arg in sys.argv if arg.startswith('--log=')), None)
if log:
    descriptor = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(descriptor, 1)
    os.dup2(descriptor, 2)

# WebKit writes no console message of an ephemeral session to standard output, so each browser gets a fresh,
# persistent data directory of its own.
data = tempfile.mkdtemp(prefix='webkit-shell-')
manager = WebKit2.WebsiteDataManager(base_data_directory=data, base_cache_directory=data)
context = WebKit2.WebContext(website_data_manager=manager)


def hand_off(uri):
    print(f'HANDOFF {uri}', flush=True)


def decide_policy(_view, decision, kind):
    if kind == WebKit2.PolicyDecisionType.RESPONSE:
        return False
    uri = decision.get_navigation_action().get_request().get_uri()
    if uri.startswith(('http://', 'https://')) and not uri.startswith(local_origin):
        hand_off(uri)
        decision.ignore()
        return True
    return False


def new_window(view, action):
    # A window for another site (window.open to the chat): handed off. One for this site (the form's post, with
    # target=_blank, answered by a redirect to the chat) is opened, so its redirect is handed off in turn.
    uri = action.get_request().get_uri()
    if uri.startswith(('http://', 'https://')) and not uri.startswith(local_origin):
        hand_off(uri)
        return None
    return show(WebKit2.WebView(related_view=view, settings=view.get_settings(), is_controlled_by_automation=True))


def show(view):
    view.connect('decide-policy', decide_policy)
    view.connect('create', new_window)
    window = Gtk.Window()
    window.set_default_size(1024, 768)
    window.add(view)
    window.show_all()
    return view


def create_view(_session):
    settings = WebKit2.Settings(enable_write_console_messages_to_stdout=True, enable_javascript=javascript)
    return show(WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True))


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('EngineShell')
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect('create-web-view', create_view)


context.set_automation_allowed(True)
context.connect('automation-started', automation_started)
Gtk.main()
