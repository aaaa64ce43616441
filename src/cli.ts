console.log("cli placeholder")
