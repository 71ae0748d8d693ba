notice(@(END).strip)
  text
  END
