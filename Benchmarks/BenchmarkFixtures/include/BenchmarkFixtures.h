// Objective-C targets and third-party-style hooks that the benchmarks measure.
#pragma once
#include <stdint.h>

/// Calls `-tick:` on `object` `count` times through the runtime's message lookup,
/// as compiled Objective-C would. Returns the object's tick count.
long bm_call_tick(void *object, long count);
/// A new instance of the named fixture class (+1).
void *bm_new(const char *className);
void bm_release(void *object);
void bm_release_all(void *views, void *delegates);
/// Releases every view, then every delegate, keeping the two arrays (and their buffers):
/// the release of the pairs without the free of the arrays' own large buffers.
void bm_release_elements(void *views, void *delegates);
/// The classic method_exchangeImplementations swizzle of -tick: (a tracking
/// prefix that calls through).
void bm_install_plain_swizzle(const char *className);
/// Aspects' design: -tick: goes to the forwarder, -forwardInvocation: runs the
/// hook and then the original through an aliased selector and NSInvocation.
void bm_install_aspects_style(const char *className);
/// Number of times the benchmark hooks ran (so the optimizer keeps them).
long bm_hook_count(void);

// MARK: Delegate benchmarks (HostKit)

/// A shown window whose root controller's view receives the tables.
void *bm_stage_new(void);
/// A table with one row in `stage`, its delegate a new BMSelectDelegate.
void *bm_table_new(void *stage);
/// A user's `count` taps on row 0 (HostKit's full touch path). Returns the
/// delegate's selection count.
long bm_user_taps(void *table, long count);
/// A button in the stage whose target was added before the returned value; then taps on it.
void *bm_button_new(void *stage);
long bm_button_taps(void *button, long count);
/// A text field in the stage that the user has typed `text` into: it began editing, its
/// text changed (UIKit's begin and change notifications), and it is still being edited.
void bm_text_field_typed(void *stage, const char *text);
/// A button in the stage whose own target reads, in its action, the facts an analytics
/// event of the tap carries (where the finger is, the button's title, identifier, tag,
/// path and screen), as hand-written tracking would; tap it with bm_button_taps.
void *bm_hand_tracked_button_new(void *stage);
/// A table with one row in `stage` whose delegate reads a selection's facts by hand (the
/// cell, its text, the index path, the cell's path, the screen); then taps on row 0.
void *bm_hand_tracked_table_new(void *stage);
long bm_hand_tracked_row_taps(void *table, long count);
/// A button `levels` views below its controller's view, each level with `siblings`
/// plain views before the one the next level sits in (an app's hierarchy, where the
/// stage's is flat), in a window of its own; tap it with bm_button_taps.
void *bm_deep_button_new(long levels, long siblings);
/// A bar button item (target-action) on a navigation bar, in a window of its own; taps
/// on it through its internal button, as a finger does.
void *bm_bar_item_new(void);
long bm_bar_item_taps(void *item, long count);
/// A button whose primary action is a UIAction, in a window of its own (tap it with
/// bm_button_taps).
void *bm_action_button_new(void);
/// A tab bar controller of two tabs, in a window of its own; taps alternating the tabs.
void *bm_tabs_new(void);
long bm_tab_taps(void *tabs, long count);
/// `count` calls of tableView:didSelectRowAtIndexPath: on the object the table
/// holds as delegate (the proxy, under the proxy strategy), as UIKit makes them.
long bm_delegate_calls(void *table, long count);
/// The same calls on what `[table delegate]` answers (the getter Traceless hooks).
long bm_delegate_calls_through_getter(void *table, long count);
/// `count` scrollViewDidScroll: messages to the object the table holds as delegate:
/// a message Traceless does not watch. Returns the delegate's count of them.
long bm_scroll_calls(void *table, long count);
/// `count` tableView:heightForRowAtIndexPath: messages (a CGFloat return) to the
/// object the table holds as delegate. Returns the sum of the heights.
double bm_height_calls(void *table, long count);
/// `count` plain tables (no data), and `count` delegates spread over
/// `classCount` runtime-made subclasses of BMSelectDelegate. Returned arrays are
/// retained NSArrays.
void *bm_tables_new(void *stage, long count);
void *bm_delegates_new(long count, long classCount);
void *bm_fresh_delegates_new(const char *prefix, long count);
void bm_set_each(void *table, void *delegates);
/// Sets delegates[i] on tables[i] for every i.
void bm_set_delegates(void *tables, void *delegates);
/// `count` tables with one row each, shown in `stage` (a retained NSArray).
void *bm_tables_with_rows_new(void *stage, long count);
/// A user's tap on row 0 of every table in `tables`. Returns the selections seen.
long bm_tap_each(void *tables);
/// For each delegate in turn: set it as `table`'s delegate, then a user's tap on
/// row 0. Returns the selections the delegates saw.
long bm_set_and_tap_each(void *table, void *delegates);
