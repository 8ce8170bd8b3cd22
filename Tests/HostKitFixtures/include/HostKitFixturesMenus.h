// Fixtures for HostKit's Menus part (see HostKitMenus.h).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// A handler target and context-menu delegate (UIContextMenuInteractionDelegate and
// UITableViewDelegate). Logs:
//   "handler <title> sender <class|nil>"         its handler selector "handlerFired:" ran
//   "actionProvider"                              a configuration's action provider was asked
//   "configurationForMenuAtLocation"              contextMenuInteraction:configurationForMenuAtLocation:
//   "willDisplayMenu", "willEnd", "willPerformPreviewAction"   (interaction delegate)
//   "contextMenuConfiguration s.r"                tableView:contextMenuConfigurationForRowAtIndexPath:point:
//   "table willDisplayContextMenu", "table willEndContextMenu", "table willPerformPreviewAction"
//   "didSelect s.r"                               tableView:didSelectRowAtIndexPath:
//   "itemContextMenuConfiguration s.i", "collection willEndContextMenu"   (the iOS 13
//                                                 single-item UICollectionViewDelegate methods)
// Its configurations' action provider answers the menu set with hkf_menu_recorder_set_menu;
// with no menu it answers no configuration at all. +1.
HKObject hkf_menu_recorder_new(void);
void hkf_menu_recorder_set_menu(HKObject recorder, HKObject menu);
// The action its handler last ran with, and that action's sender then.
HKObject hkf_menu_recorder_last_action(HKObject recorder);
HKObject hkf_menu_recorder_last_sender(HKObject recorder);
// The point the table delegate was last asked about (table coordinates).
double hkf_menu_recorder_last_point_y(HKObject recorder);

// Swizzles the steps of UIKit's action and menu paths to log "Class selector[ detail]"
// before calling the original (details: control events and "event"/"nil", a driver
// event or a dismissal reason number, a recognizer's or a sender's class); off restores.
void hkf_record_menu_path(bool on);

#ifdef __cplusplus
}
#endif
