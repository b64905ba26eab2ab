print("devinfo")
