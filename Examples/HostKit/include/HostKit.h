#pragma once
void hk_placeholder(void);
