$a = Callable[[String, Integer], Boolean]
