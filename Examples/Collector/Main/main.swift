print("collector: not built yet")
