#pragma once
void HostKitFixtures_placeholder(void);
