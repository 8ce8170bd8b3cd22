#pragma once
void RuntimeFixtures_placeholder(void);
